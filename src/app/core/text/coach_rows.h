// The rows of enum C: the coach's texts in English, German and Swedish.
// Data only: the table's functions include it, and so does the language-pack builder
// (text_packs.cpp), which needs every language even where the web build keeps only English
// (text_table.h). No ImGui, no SDL.
#pragma once

#include "app/core/text/coach_strings.h"
#include "app/core/text/text_table.h"

namespace app {

// Order must follow enum C (checked below).
inline constexpr TextRow<C> kCoachRows[] = {
    {C::Expert, {"Expert", "Experte", "Expert"}},
    {C::Hint, {"Hint", "Tipp", "Tips"}},
    {C::HintKey, {"Hint (H)", "Tipp (H)", "Tips (H)"}},
    {C::HintThinking, {"The coach is thinking…", "Der Coach überlegt…", "Coachen funderar…"}},
    {C::HintUnavailable,
     {"The coach is not available right now.", "Der Coach ist gerade nicht verfügbar.",
      "Coachen är inte tillgänglig just nu."}},
    // The estimates in words (a bare "14% vs 9%" left players guessing what was measured):
    // arguments: the move, its games won in 100, the best other move, its games won in 100.
    {C::HintBetterFmt,
     {"%s: you win about %d games in 100 from here; %s: about %d",
      "%s: Von hier gewinnst du etwa %d von 100 Spielen; %s: etwa %d",
      "%s: härifrån vinner du ungefär %d av 100 spel; %s: ungefär %d"}},
    {C::HintAsGoodFmt,
     {"%s: you win about %d games in 100 from here, about as many as with %s (%d)",
      "%s: Von hier gewinnst du etwa %d von 100 Spielen, etwa so viele wie mit %s (%d)",
      "%s: härifrån vinner du ungefär %d av 100 spel, ungefär lika många som med %s (%d)"}},
    {C::HintOnlyFmt,
     {"%s: the only sensible move", "%s: der einzig sinnvolle Zug", "%s: det enda rimliga draget"}},
    {C::ReasonHoldBackOneFmt,
     {"It holds back %s, who has one card left.", "Das hält %s auf, der nur noch eine Karte hat.",
      "Det stoppar %s, som bara har ett kort kvar."}},
    {C::ReasonHoldBackTwoFmt,
     {"It holds back %s, who has two cards left.", "Das hält %s auf, der nur noch zwei Karten hat.",
      "Det stoppar %s, som bara har två kort kvar."}},
    {C::ReasonVoidFmt,
     {"%s probably has no %s: drew on it before.", "%s hat wohl kein %s: hat darauf gezogen.",
      "%s har nog ingen %s: drog på den förut."}},
    {C::ReasonKeepWild,
     {"Your Wild stays for later.", "Deine Farbwahl bleibt für später.",
      "Ditt Välj färg-kort sparas till senare."}},
    {C::HintAnnounceFmt, {"Hint: %s", "Tipp: %s", "Tips: %s"}},
    {C::PlayFmt, {"Play %s", "%s spielen", "Spela %s"}},
    {C::PlayWildFmt, {"Play %s, name %s", "%s spielen, %s ansagen", "Spela %s, välj %s"}},
    {C::DrawCard, {"Draw a card", "Eine Karte ziehen", "Dra ett kort"}},
    {C::KeepCard, {"Keep the card", "Karte behalten", "Behåll kortet"}},
    {C::PassTurn, {"Pass", "Passen", "Passa"}},
    {C::NameColourFmt, {"Name %s", "%s ansagen", "Välj %s"}},
    {C::ReviewTitle, {"Coach's review", "Rückblick des Coachs", "Coachens genomgång"}},
    {C::ReviewWorkingFmt,
     {"The coach is looking at your moves (%d of %d)…",
      "Der Coach sieht sich deine Züge an (%d von %d)…",
      "Coachen går igenom dina drag (%d av %d)…"}},
    {C::ReviewClean,
     {"No clear mistakes this round.", "Keine klaren Fehler in dieser Runde.",
      "Inga tydliga misstag den här rundan."}},
    // Arguments: the move's number, the move played, its games won in 100, the better move,
    // its games won in 100.
    {C::ReviewLineFmt,
     {"Move %d, %s: from there you win about %d games in 100; %s would win about %d",
      "Zug %d, %s: von dort gewinnst du etwa %d von 100 Spielen; %s hätte etwa %d gewonnen",
      "Drag %d, %s: därifrån vinner du ungefär %d av 100 spel; %s hade vunnit ungefär %d"}},
    {C::ExpertSlowTitle,
     {"The Expert is slow", "Der Experte ist zu langsam", "Experten är långsam"}},
    {C::ExpertSlowBody,
     {"The Expert could not answer in time here; it plays like Hard for the rest of this game.",
      "Der Experte konnte hier nicht rechtzeitig antworten; er spielt den Rest dieses Spiels wie "
      "Schwer.",
      "Experten kunde inte svara i tid här; den spelar som Svår resten av spelet."}},
};
static_assert(rows_follow_enum(kCoachRows), "coach texts: one row per C, in the enum's order");

}  // namespace app
