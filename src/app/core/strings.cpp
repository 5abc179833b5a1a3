#include "app/core/strings.h"

#include <cctype>
#include <cstdarg>
#include <cstdio>

#include "engine/rules.h"

namespace app {
namespace {

// Order must follow enum S (checked below).
constexpr TextRow<S> kTable[] = {
    {S::NewGame, {"New game", "Neues Spiel", "Nytt spel"}},
    {S::Continue, {"Continue game", "Spiel fortsetzen", "Fortsätt spelet"}},
    {S::StartGame, {"Start game", "Spiel starten", "Starta spelet"}},
    {S::Rules, {"Rules", "Regeln", "Regler"}},
    {S::Players, {"Players", "Spieler", "Spelare"}},
    {S::Human, {"Human", "Mensch", "Människa"}},
    {S::Computer, {"Computer", "Computer", "Dator"}},
    {S::Easy, {"Easy", "Leicht", "Lätt"}},
    {S::Normal, {"Normal", "Normal", "Normal"}},
    {S::Hard, {"Hard", "Schwer", "Svår"}},
    {S::AddPlayer, {"Add player", "Spieler hinzufügen", "Lägg till spelare"}},
    {S::Remove, {"Remove", "Entfernen", "Ta bort"}},
    {S::PlayTo, {"Play to", "Spielen bis", "Spela till"}},
    {S::FirstOut, {"First out wins", "Wer zuerst fertig ist, gewinnt", "Först ut vinner"}},
    {S::PointsFmt, {"%d points", "%d Punkte", "%d poäng"}},
    {S::Scoring, {"Scoring", "Wertung", "Poängräkning"}},
    {S::WinnerCollects,
     {"Winner scores the others' cards", "Sieger bekommt die Punkte der anderen",
      "Vinnaren får de andras poäng"}},
    {S::LowestWins,
     {"Everyone counts own cards, lowest wins", "Jeder zählt eigene Karten, wenigste gewinnt",
      "Alla räknar egna kort, lägst vinner"}},
    {S::HouseRules, {"House rules", "Hausregeln", "Husregler"}},
    {S::Stack2,
     {"Stack Draw Two on Draw Two", "Zieh Zwei auf Zieh Zwei legen", "Lägg Dra två på Dra två"}},
    {S::Stack4,
     {"Stack Draw Four on Draw Four", "Zieh Vier auf Zieh Vier legen",
      "Lägg Dra fyra på Dra fyra"}},
    {S::StackAcross,
     {"+2 and +4 stack on each other", "+2 und +4 aufeinander legen", "+2 och +4 på varandra"}},
    {S::SevenZero,
     {"7 swaps hands, 0 passes them on", "7 tauscht Karten, 0 gibt alle weiter",
      "7 byter händer, 0 skickar dem vidare"}},
    {S::JumpIn,
     {"Jump in with an identical card", "Mit gleicher Karte dazwischenwerfen",
      "Hoppa in med ett likadant kort"}},
    {S::VoluntaryDraw,
     {"May draw although a card would play", "Ziehen erlaubt, obwohl eine Karte passt",
      "Får dra fast ett kort passar"}},
    {S::DrawUntil,
     {"Draw until a card plays", "Ziehen, bis eine Karte passt", "Dra tills ett kort passar"}},
    {S::ForcedPlay,
     {"A playable drawn card must be played", "Passende gezogene Karte muss gelegt werden",
      "Ett draget kort som passar måste läggas"}},
    {S::ChallengeRule,
     {"Wild Draw Four may be challenged", "Zieh Vier darf angezweifelt werden",
      "Dra fyra får utmanas"}},
    {S::Settings, {"Settings", "Einstellungen", "Inställningar"}},
    {S::Language, {"Language", "Sprache", "Språk"}},
    {S::ColourMarks,
     {"Shapes for colours (colour-blind)", "Formen für Farben (farbenblind)",
      "Former för färger (färgblind)"}},
    {S::AnimSpeed, {"Animation speed", "Animationstempo", "Animationstempo"}},
    {S::BrailleCards, {"Braille on cards", "Braille auf den Karten", "Punktskrift på korten"}},
    {S::HighContrast, {"High contrast", "Hoher Kontrast", "Hög kontrast"}},
    {S::LargeCards, {"Large cards", "Große Karten", "Stora kort"}},
    {S::ReduceMotion, {"Reduce motion", "Bewegung reduzieren", "Minska rörelse"}},
    {S::Slow, {"Slow", "Langsam", "Långsam"}},
    {S::Fast, {"Fast", "Schnell", "Snabb"}},
    {S::Off, {"Off", "Aus", "Av"}},
    {S::Back, {"Back", "Zurück", "Tillbaka"}},
    {S::Menu, {"Menu", "Menü", "Meny"}},
    {S::Draw, {"Draw", "Ziehen", "Dra"}},
    {S::PlayIt, {"Play it", "Ausspielen", "Lägg det"}},
    {S::Keep, {"Keep", "Behalten", "Behåll"}},
    {S::Pass, {"Pass", "Passen", "Passa"}},
    {S::Uno, {"UNO!", "UNO!", "UNO!"}},
    {S::CatchFmt, {"Catch %s!", "%s erwischt!", "Ta fast %s!"}},
    {S::ChooseColour, {"Choose a colour", "Wähle eine Farbe", "Välj en färg"}},
    {S::Red, {"Red", "Rot", "Röd"}},
    {S::Yellow, {"Yellow", "Gelb", "Gul"}},
    {S::Green, {"Green", "Grün", "Grön"}},
    {S::Blue, {"Blue", "Blau", "Blå"}},
    // Colour letters (card corners, the colour label, the picker). German and Swedish name
    // two colours with G (Gelb/Grün, Gul/Grön): those take two letters, Ge/Gr and Gu/Gr,
    // so no letter stands for two colours; the colour-blind shapes stay as they are.
    {S::RedMark, {"R", "R", "R"}},
    {S::YellowMark, {"Y", "Ge", "Gu"}},
    {S::GreenMark, {"G", "Gr", "Gr"}},
    {S::BlueMark, {"B", "B", "B"}},
    {S::ChallengeQFmt,
     {"%s played Wild Draw Four on you. Challenge it?", "%s hat dir Zieh Vier gelegt. Anzweifeln?",
      "%s lade Dra fyra på dig. Utmana?"}},
    {S::Challenge, {"Challenge", "Anzweifeln", "Utmana"}},
    {S::DrawNFmt, {"Draw %d", "%d ziehen", "Dra %d"}},
    {S::GuiltyFmt,
     {"Caught bluffing! %s draws the cards.", "Geblufft! %s muss die Karten ziehen.",
      "Bluff! %s får dra korten."}},
    {S::InnocentFmt,
     {"The play was fair: you draw %d.", "Der Zug war erlaubt: Du ziehst %d.",
      "Draget var tillåtet: du drar %d."}},
    {S::HandOfFmt, {"%s's hand", "Karten von %s", "%s:s hand"}},
    {S::Ok, {"OK", "OK", "OK"}},
    {S::PassToFmt, {"Pass the device to %s", "Gib das Gerät an %s", "Ge enheten till %s"}},
    {S::LookAway,
     {"Everyone else, please look away.", "Alle anderen bitte wegschauen.",
      "Alla andra, titta bort."}},
    {S::IAmFmt,
     {"I am %s: show my cards", "Ich bin %s: Karten zeigen", "Jag är %s: visa mina kort"}},
    {S::YourTurn, {"Your turn", "Du bist dran", "Din tur"}},
    {S::TurnOfFmt, {"%s's turn", "%s ist dran", "%s:s tur"}},
    {S::Thinking, {"thinking…", "überlegt…", "tänker…"}},
    {S::RoundOver, {"Round over", "Runde vorbei", "Rundan är slut"}},
    {S::MatchOver, {"Match over", "Spiel vorbei", "Matchen är slut"}},
    {S::WinsRoundFmt, {"%s wins the round", "%s gewinnt die Runde", "%s vinner rundan"}},
    {S::NextRound, {"Next round", "Nächste Runde", "Nästa runda"}},
    {S::WinsMatchFmt, {"%s wins the match!", "%s gewinnt das Spiel!", "%s vinner matchen!"}},
    {S::WinMatchTieFmt, {"%s win the match!", "%s gewinnen das Spiel!", "%s vinner matchen!"}},
    {S::Rematch, {"Rematch", "Revanche", "Returmatch"}},
    {S::InHand, {"In hand", "Auf der Hand", "På handen"}},
    {S::ThisRound, {"This round", "Diese Runde", "Denna runda"}},
    {S::Total, {"Total", "Gesamt", "Totalt"}},
    {S::CardsFmt, {"%d cards", "%d Karten", "%d kort"}},
    {S::OneCard, {"1 card", "1 Karte", "1 kort"}},
    {S::Clockwise, {"Clockwise", "Im Uhrzeigersinn", "Medurs"}},
    {S::CounterClockwise, {"Counter-clockwise", "Gegen den Uhrzeigersinn", "Moturs"}},
    {S::ColourFmt, {"Colour: %s", "Farbe: %s", "Färg: %s"}},
    {S::YouDrew,
     {"You drew a card that plays.", "Die gezogene Karte passt.", "Kortet du drog passar."}},
    {S::UnoArmed, {"UNO will be called", "UNO wird gerufen", "UNO ropas"}},
    {S::CalledUnoFmt, {"%s: UNO!", "%s: UNO!", "%s: UNO!"}},
    {S::CaughtFmt,
     {"%s was caught without UNO: +%d", "%s ohne UNO erwischt: +%d", "%s åkte fast utan UNO: +%d"}},
    {S::YouCaughtFmt,
     {"You were caught without UNO: +%d", "Du wurdest ohne UNO erwischt: +%d",
      "Du åkte fast utan UNO: +%d"}},
    {S::NeedHuman,
     {"At least one human player is needed.", "Mindestens ein Mensch muss mitspielen.",
      "Minst en människa måste vara med."}},
    {S::Name, {"Name", "Name", "Namn"}},
    {S::Level, {"Level", "Stufe", "Nivå"}},
    {S::PlayerFmt, {"Player %d", "Spieler %d", "Spelare %d"}},
    {S::You, {"You", "Du", "Du"}},
    {S::HowToPlay, {"How to play", "So wird gespielt", "Så spelar man"}},
    {S::Spin, {"Spin the wheel", "Rad drehen", "Snurra hjulet"}},
    {S::Done, {"Done", "Fertig", "Klar"}},
    {S::UnoSpin, {"UNO Spin!", "UNO Spin!", "UNO Spin!"}},
    {S::VerdictOk, {"Nobody failed", "Niemand hat verloren", "Ingen misslyckades"}},
    {S::PenaltyFmt, {"Penalty for %s", "Strafe für %s", "Straff för %s"}},
    {S::YouPenalty, {"Penalty for you", "Strafe für dich", "Straff för dig"}},
    {S::YouGuilty,
     {"Caught bluffing! You draw the cards.", "Geblufft! Du musst die Karten ziehen.",
      "Bluff! Du får dra korten."}},
    // Effect banners (core/banner.cpp): short, shouted, read aloud by the announcer too.
    {S::BannerSkip, {"Skip!", "Aussetzen!", "Hoppa över!"}},
    {S::BannerDrawTwo, {"+2!", "+2!", "+2!"}},
    {S::BannerDrawFour, {"+4!", "+4!", "+4!"}},
    {S::BannerReverse, {"Reverse!", "Richtungswechsel!", "Byt riktning!"}},
    {S::BannerColourFmt, {"%s!", "%s!", "%s!"}},  // the colour chosen: "Green!"
    {S::BannerUno, {"UNO!", "UNO!", "UNO!"}},
    {S::BannerCaught, {"Caught!", "Erwischt!", "Påkommen!"}},
    {S::DiscardHint,
     {"Discard cards, then Done", "Karten abwerfen, dann Fertig", "Kasta kort, sedan Klar"}},
    {S::Accept, {"Accept", "Annehmen", "Acceptera"}},
    {S::MustDrawFmt, {"%s draws %d", "%s zieht %d", "%s drar %d"}},
    {S::YouDrawFmt, {"You draw %d", "Du ziehst %d", "Du drar %d"}},
    {S::SeatsFmt, {"%d players", "%d Spieler", "%d spelare"}},
    {S::Preset0, {"Classic", "Klassisch", "Klassisk"}},
    {S::Preset1, {"Official (112 cards)", "Offiziell (112 Karten)", "Officiell (112 kort)"}},
    {S::Preset2, {"Spin", "Spin", "Spin"}},
    {S::Preset3, {"Braille", "Braille", "Punktskrift"}},
    {S::Preset4, {"Dino", "Dino", "Dino"}},
    {S::Rules0,
     {"Match the top card by colour, number or symbol, or play a Wild. If you cannot, draw one card; "
      "you may play it at once. Draw Two: the next player draws 2 and misses a turn. Reverse turns the "
      "direction, Skip skips the next player. Wild Draw Four is only allowed when you hold no card of the "
      "colour in play; the next player may challenge it. Call UNO when you play your second-last card, or "
      "draw 2 if someone catches you. The first to play out wins the round and scores the cards left in "
      "the other hands.",
      "Lege eine Karte gleicher Farbe, Zahl oder gleichen Symbols oder einen Joker. Kannst du nicht, "
      "ziehe eine Karte; passt sie, darfst du sie sofort legen. Zieh Zwei: der Nächste zieht 2 und setzt "
      "aus. Richtungswechsel dreht die Richtung, Aussetzen überspringt den Nächsten. Zieh Vier ist nur "
      "erlaubt, wenn du keine Karte der liegenden Farbe hast; der Nächste darf anzweifeln. Rufe UNO bei "
      "der vorletzten Karte, sonst ziehst du 2, wenn dich jemand erwischt. Wer zuerst keine Karten mehr "
      "hat, gewinnt die Runde und bekommt die Punkte der anderen.",
      "Lägg ett kort med samma färg, siffra eller symbol, eller ett jokerkort. Kan du inte, dra ett kort; "
      "passar det får du lägga det direkt. Dra två: nästa spelare drar 2 och står över. Byt håll vänder "
      "riktningen, Hoppa över hoppar över nästa. Dra fyra får bara läggas när du saknar kort i färgen "
      "som gäller; nästa spelare får utmana. Säg UNO när du lägger ditt näst sista kort, annars drar du 2 "
      "om någon hinner ta dig. Först av med korten vinner rundan och får de andras poäng."}},
    {S::Rules1,
     {"Classic rules with 112 cards: Wild Shuffle Hands collects every hand, shuffles and deals all "
      "cards again. Three Wild Customizable cards carry house rules you choose. The dealer is found by "
      "everyone drawing a card.",
      "Klassische Regeln mit 112 Karten: Der Joker Hände mischen sammelt alle Karten ein, mischt und "
      "verteilt sie neu. Drei gestaltbare Joker tragen Hausregeln eurer Wahl. Wer die höchste Karte "
      "zieht, gibt.",
      "Klassiska regler med 112 kort: Jokern Blanda händer samlar in alla kort, blandar och delar ut dem "
      "igen. Tre egna jokrar bär husregler ni väljer. Den som drar högst kort delar ut."}},
    {S::Rules2,
     {"Classic rules plus Spin cards: after a Spin card the next player spins the wheel instead of a "
      "normal turn, for outcomes such as discarding a colour, trading hands or a showdown.",
      "Klassische Regeln plus Spin-Karten: Nach einer Spin-Karte dreht der Nächste das Rad statt zu "
      "spielen, etwa um eine Farbe abzuwerfen, Hände zu tauschen oder für einen Showdown.",
      "Klassiska regler plus Spin-kort: efter ett Spin-kort snurrar nästa spelare hjulet i stället för "
      "en vanlig tur, till exempel för att kasta en färg, byta händer eller en uppgörelse."}},
    {S::Rules3,
     {"Classic rules with letter marks on every card. Each player counts their own cards every round; "
      "the lowest total wins. Wild Draw Four may always be played, but a caught bluff takes it back. "
      "With two players Skip, Reverse and Draw Two let you play again.",
      "Klassische Regeln mit Buchstaben auf jeder Karte. Jeder zählt jede Runde seine eigenen Karten; "
      "die niedrigste Summe gewinnt. Zieh Vier darf immer gelegt werden, ein ertappter Bluff nimmt sie "
      "zurück. Zu zweit darfst du nach Aussetzen, Richtungswechsel und Zieh Zwei noch einmal.",
      "Klassiska regler med bokstäver på varje kort. Alla räknar sina egna kort varje runda; lägst summa "
      "vinner. Dra fyra får alltid läggas, men en avslöjad bluff tar tillbaka kortet. Med två spelare "
      "får du lägga igen efter Hoppa över, Byt håll och Dra två."}},
    {S::Rules4,
     {"Classic rules with dino cards: when a dino-marked action card is played, the next player may block "
      "it with a Lauf! joker and name the colour. Rounds go on until someone has won 3.",
      "Klassische Regeln mit Dino-Karten: Wird eine Aktionskarte mit Dino gelegt, darf der Nächste sie mit "
      "einem Lauf!-Joker abwehren und die Farbe bestimmen. Gespielt wird, bis jemand 3 Runden gewonnen hat.",
      "Klassiska regler med dinokort: när ett actionkort med dino läggs får nästa spelare stoppa det med "
      "en Lauf!-joker och välja färg. Man spelar tills någon har vunnit 3 rundor."}},
    {S::PlayHint,
     {"Tap a raised card to play it", "Tippe eine erhöhte Karte, um sie zu legen",
      "Tryck på ett upphöjt kort för att lägga det"}},
    {S::DrawHint,
     {"No card plays: tap the pile to draw", "Keine Karte passt: tippe auf den Stapel",
      "Inget kort passar: tryck på högen för att dra"}},
    {S::Target, {"Target", "Ziel", "Mål"}},
    {S::YouWinRound, {"You win the round!", "Du gewinnst die Runde!", "Du vinner rundan!"}},
    {S::YouWinMatch, {"You win the match!", "Du gewinnst das Spiel!", "Du vinner matchen!"}},
    {S::ErrDamaged,
     {"It is damaged or incomplete.", "Die Daten sind beschädigt oder unvollständig.",
      "Datan är skadad eller ofullständig."}},
    {S::ErrNewer,
     {"It was made by a newer or different version of UNO.",
      "Sie stammen von einer neueren oder anderen Version von UNO.",
      "Den kommer från en nyare eller annan version av UNO."}},
    {S::ErrTooLarge, {"It is too large.", "Die Daten sind zu groß.", "Datan är för stor."}},
    {S::ErrInvalid,
     {"It holds values the game cannot use.",
      "Die Daten enthalten Werte, die das Spiel nicht verwenden kann.",
      "Datan innehåller värden som spelet inte kan använda."}},
    {S::LinkBad,
     {"This link cannot be opened.", "Dieser Link lässt sich nicht öffnen.",
      "Länken kan inte öppnas."}},
    {S::LinkFallback,
     {"Nothing saved was changed.", "Nichts Gespeichertes wurde verändert.",
      "Inget sparat har ändrats."}},
    {S::SaveBad,
     {"Your saved data could not be read.",
      "Deine gespeicherten Daten konnten nicht gelesen werden.",
      "Dina sparade data kunde inte läsas."}},
    {S::SaveKeptFmt,
     {"It was kept aside as \"%s\" in this browser's storage, and the game starts afresh.",
      "Sie wurden als \"%s\" im Speicher des Browsers aufbewahrt; das Spiel beginnt neu.",
      "Den sparades undan som \"%s\" i webbläsarens lagring och spelet börjar om."}},
    {S::StorageOff,
     {"This browser does not let the game save: a reload loses the game.",
      "Dieser Browser lässt das Spiel nicht speichern: Neuladen verliert das Spiel.",
      "Webbläsaren låter inte spelet spara: en omladdning förlorar spelet."}},
    {S::Share, {"Share", "Teilen", "Dela"}},
    {S::ShareDeal, {"Share this deal", "Dieses Blatt teilen", "Dela given"}},
    {S::ShareDealText,
     {"Whoever opens this link gets the very same deal, rules and players.",
      "Wer diesen Link öffnet, bekommt genau dasselbe Blatt, dieselben Regeln und Spieler.",
      "Den som öppnar länken får exakt samma giv, regler och spelare."}},
    {S::ShareReplay, {"Share replay", "Wiederholung teilen", "Dela repris"}},
    {S::ShareReplayText,
     {"This link shows the whole match, move by move.",
      "Dieser Link zeigt das ganze Spiel, Zug für Zug.",
      "Länken visar hela matchen, drag för drag."}},
    {S::Copied,
     {"Link copied to the clipboard.", "Link in die Zwischenablage kopiert.",
      "Länken har kopierats till urklipp."}},
    {S::CopyFailed,
     {"Could not copy: select the link and copy it by hand.",
      "Kopieren ging nicht: markiere den Link und kopiere ihn selbst.",
      "Kunde inte kopiera: markera länken och kopiera den själv."}},
    {S::Copy, {"Copy link", "Link kopieren", "Kopiera länk"}},
    {S::Close, {"Close", "Schließen", "Stäng"}},
    {S::SharedDeal, {"A shared deal", "Ein geteiltes Blatt", "En delad giv"}},
    {S::SharedDealFmt,
     {"%s, %d players. Play it now? Your game in progress ends.",
      "%s, %d Spieler. Jetzt spielen? Dein laufendes Spiel endet.",
      "%s, %d spelare. Spela nu? Ditt pågående spel avslutas."}},
    {S::PlayDeal, {"Play this deal", "Dieses Blatt spielen", "Spela given"}},
    {S::KeepGame, {"Keep my game", "Mein Spiel behalten", "Behåll mitt spel"}},
    {S::DealOfDay, {"Deal of the day", "Blatt des Tages", "Dagens giv"}},
    {S::Replay, {"Replay", "Wiederholung", "Repris"}},
    {S::MoveFmt, {"Move %d of %d", "Zug %d von %d", "Drag %d av %d"}},
    {S::Forward, {"Forward", "Vor", "Framåt"}},
    {S::PlayReplay, {"Play", "Abspielen", "Spela upp"}},
    {S::Pause, {"Pause", "Pause", "Paus"}},
    {S::HandOfSeatFmt, {"Cards of %s", "Karten von %s", "Kort: %s"}},
    {S::YourCards, {"Your cards", "Deine Karten", "Dina kort"}},
    {S::Record, {"Your record", "Deine Bilanz", "Din statistik"}},
    {S::RecordFmt,
     {"Matches %u, won %u, rounds %u, streak %u (best %u)",
      "Spiele %u, gewonnen %u, Runden %u, Serie %u (beste %u)",
      "Matcher %u, vunna %u, rundor %u, svit %u (bästa %u)"}},
    {S::NoMatches,
     {"No finished matches yet.", "Noch keine beendeten Spiele.", "Inga avslutade matcher än."}},
    {S::TooLongForLink,
     {"This match is too long to fit in a link.", "Dieses Spiel ist zu lang für einen Link.",
      "Matchen är för lång för en länk."}},
    {S::SkippedFmt, {"%s is skipped", "%s muss aussetzen", "%s får stå över"}},
    {S::YouSkipped, {"You are skipped", "Du musst aussetzen", "Du får stå över"}},
    {S::ScoreShortFmt, {"%d pts", "%d Pkt.", "%d p"}},
    {S::SeatsOverBookletFmt,
     {"The booklet is for 2 to %d players; more is a house rule.",
      "Die Anleitung ist für 2 bis %d Spieler; mehr ist eine Hausregel.",
      "Regelhäftet gäller 2 till %d spelare; fler är en husregel."}},
    {S::RoundWinsFmt,
     {"First to win %d rounds", "Wer zuerst %d Runden gewinnt", "Först till %d vunna rundor"}},
    {S::Sound, {"Sound", "Ton", "Ljud"}},
    {S::Volume, {"Volume", "Lautstärke", "Volym"}},
    {S::SpeakEvents, {"Read events aloud", "Ereignisse vorlesen", "Läs upp händelser"}},
    {S::SoundOn, {"Sound on (M)", "Ton an (M)", "Ljud på (M)"}},
    {S::SoundOff, {"Sound off (M)", "Ton aus (M)", "Ljud av (M)"}},
};

Lang g_lang = Lang::En;

static_assert(rows_follow_enum(kTable), "strings: one row per S, in the enum's order");

}  // namespace

void set_language(Lang l) { g_lang = l; }
Lang language() { return g_lang; }
const char* tr(S s, Lang l) { return kTable[static_cast<int>(s)].text[static_cast<int>(l)]; }
const char* tr(S s) { return tr(s, g_lang); }

const char* language_name(Lang l) {
  switch (l) {
    case Lang::En: return "English";
    case Lang::De: return "Deutsch";
    case Lang::Sv: return "Svenska";
  }
  return "English";
}

Lang language_from_tag(const char* tag) {
  if (!tag || !tag[0] || !tag[1]) return Lang::En;
  const char a = static_cast<char>(std::tolower(static_cast<unsigned char>(tag[0])));
  const char b = static_cast<char>(std::tolower(static_cast<unsigned char>(tag[1])));
  if (tag[2] != 0 && tag[2] != '-' && tag[2] != '_') return Lang::En;
  if (a == 'd' && b == 'e') return Lang::De;
  if (a == 's' && b == 'v') return Lang::Sv;
  return Lang::En;
}

std::string fmt(S s, ...) {
  va_list ap;
  va_start(ap, s);
  std::string out = vformat_text(tr(s), ap);
  va_end(ap);
  return out;
}

std::string player_default_name(int number) { return fmt(S::PlayerFmt, number); }

const char* bot_default_name(int seat) {
  static const char* const kNames[] = {"Ada",  "Bo",  "Cleo",  "Dan", "Eva",
                                       "Finn", "Gus", "Hanna", "Ivo", "Jill"};
  return kNames[static_cast<unsigned>(seat) % 10];
}

namespace {
// The position of a preset in uno::kPresetNames (its stable share id); -1 when unknown.
int preset_index(std::string_view name) {
  for (size_t i = 0; i < uno::kPresetNames.size(); ++i)
    if (uno::kPresetNames[i] == name) return static_cast<int>(i);
  return -1;
}
}  // namespace

const char* preset_title(std::string_view preset) {
  const int i = preset_index(preset);
  return i < 0 ? "?" : tr(static_cast<S>(static_cast<int>(S::Preset0) + i));
}
const char* preset_rules(std::string_view preset) {
  const int i = preset_index(preset);
  return i < 0 ? "" : tr(static_cast<S>(static_cast<int>(S::Rules0) + i));
}

}  // namespace app
