#include "app/core/moment_strings.h"

#include <cstdio>

namespace app {
namespace {

struct Row {
  M key;
  const char* text[kLangs];  // third person: "%s" (the seat's name) comes first
  const char* you[kLangs];   // second person (nullptr: the third-person row, "You" as name)
};

// Order must follow enum M (checked by tests/app).
constexpr Row kTable[] = {
    {M::PendingDrawTwoFmt,
     {"%s played a Draw Two on you (+%d).", "%s hat dir Zieh Zwei gegeben (+%d).",
      "%s lade Dra två på dig (+%d)."},
     {nullptr, nullptr, nullptr}},
    {M::PendingDrawFourFmt,
     {"%s played a Wild Draw Four on you (+%d).", "%s hat dir Zieh Vier gegeben (+%d).",
      "%s lade Dra fyra på dig (+%d)."},
     {nullptr, nullptr, nullptr}},
    {M::PendingSkipFmt,
     {"%s played a dino Skip on you: you lose your turn.",
      "%s hat dir ein Dino-Aussetzen gegeben: Du setzt aus.",
      "%s lade ett dino-Stå över på dig: du står över."},
     {nullptr, nullptr, nullptr}},
    {M::PendingReverseFmt,
     {"%s played a dino Reverse: the direction turns.",
      "%s hat eine Dino-Richtungswechsel-Karte gelegt: Die Richtung wechselt.",
      "%s lade ett dino-Vänd: riktningen vänds."},
     {nullptr, nullptr, nullptr}},
    {M::PendingDinoNote,
     {"It is a dino card: your Lauf! blocks it.",
      "Es ist eine Dino-Karte: Dein \xE2\x80\x9ELauf!\xE2\x80\x9C blockt sie.",
      "Det är ett dinokort: ditt Lauf! blockerar det."},
     {nullptr, nullptr, nullptr}},
    {M::PendingChallengeNote,
     {"Challenge it if you think they held a card of the colour.",
      "Zweifle an, wenn du glaubst, dass die Farbe passte.",
      "Utmana om du tror att färgen fanns på handen."},
     {nullptr, nullptr, nullptr}},
    {M::BlockWithLauf,
     {"Block with Lauf!", "Mit \xE2\x80\x9ELauf!\xE2\x80\x9C blocken", "Blockera med Lauf!"},
     {nullptr, nullptr, nullptr}},
    {M::AcceptSkip, {"Lose my turn", "Aussetzen", "Stå över"}, {nullptr, nullptr, nullptr}},
    {M::AcceptReverse,
     {"Let it turn", "Richtung wechseln lassen", "Låt riktningen vändas"},
     {nullptr, nullptr, nullptr}},
    {M::AcceptDrawUntilFmt,
     {"Draw until %s", "Ziehen bis %s", "Dra tills %s"},
     {nullptr, nullptr, nullptr}},
    {M::BlockedSkipFmt,
     {"%s blocks the Skip with Lauf!: nobody is skipped, %s is next.",
      "%s blockt das Aussetzen mit \xE2\x80\x9ELauf!\xE2\x80\x9C: niemand setzt aus, %s ist dran.",
      "%s blockerar Stå över med Lauf!: ingen står över, %s är näst."},
     {"You block the Skip with Lauf!: nobody is skipped, %s is next.",
      "Du blockst das Aussetzen mit \xE2\x80\x9ELauf!\xE2\x80\x9C: niemand setzt aus, %s ist dran.",
      "Du blockerar Stå över med Lauf!: ingen står över, %s är näst."}},
    {M::BlockedReverseFmt,
     {"%s blocks the Reverse with Lauf!: the direction stays, %s is next.",
      "%s blockt den Richtungswechsel mit \xE2\x80\x9ELauf!\xE2\x80\x9C: Die Richtung bleibt, %s "
      "ist dran.",
      "%s blockerar Vänd med Lauf!: riktningen står kvar, %s är näst."},
     {"You block the Reverse with Lauf!: the direction stays, %s is next.",
      "Du blockst den Richtungswechsel mit \xE2\x80\x9ELauf!\xE2\x80\x9C: Die Richtung bleibt, %s "
      "ist dran.",
      "Du blockerar Vänd med Lauf!: riktningen står kvar, %s är näst."}},
    {M::BlockedDrawTwoFmt,
     {"%s blocks the Draw Two with Lauf!: no cards drawn, %s is next.",
      "%s blockt Zieh Zwei mit \xE2\x80\x9ELauf!\xE2\x80\x9C: keine Karten, %s ist dran.",
      "%s blockerar Dra två med Lauf!: inga kort dras, %s är näst."},
     {"You block the Draw Two with Lauf!: no cards drawn, %s is next.",
      "Du blockst Zieh Zwei mit \xE2\x80\x9ELauf!\xE2\x80\x9C: keine Karten, %s ist dran.",
      "Du blockerar Dra två med Lauf!: inga kort dras, %s är näst."}},
    {M::BlockedDrawFourFmt,
     {"%s blocks the Wild Draw Four with Lauf!: no cards drawn, %s is next.",
      "%s blockt Zieh Vier mit \xE2\x80\x9ELauf!\xE2\x80\x9C: keine Karten, %s ist dran.",
      "%s blockerar Dra fyra med Lauf!: inga kort dras, %s är näst."},
     {"You block the Wild Draw Four with Lauf!: no cards drawn, %s is next.",
      "Du blockst Zieh Vier mit \xE2\x80\x9ELauf!\xE2\x80\x9C: keine Karten, %s ist dran.",
      "Du blockerar Dra fyra med Lauf!: inga kort dras, %s är näst."}},
    {M::BlockedWildFmt,
     {"%s blocks the dino Wild with Lauf! and names the colour; %s is next.",
      "%s blockt den Dino-Joker mit \xE2\x80\x9ELauf!\xE2\x80\x9C und w\xC3\xA4hlt die Farbe; %s "
      "ist dran.",
      "%s blockerar dino-jokern med Lauf! och väljer färg; %s är näst."},
     {"You block the dino Wild with Lauf! and name the colour; %s is next.",
      "Du blockst den Dino-Joker mit \xE2\x80\x9ELauf!\xE2\x80\x9C und w\xC3\xA4hlst die Farbe; %s "
      "ist dran.",
      "Du blockerar dino-jokern med Lauf! och väljer färg; %s är näst."}},
    {M::BlockedBanner, {"Blocked!", "Geblockt!", "Blockerat!"}, {nullptr, nullptr, nullptr}},
    {M::DinoMarkLegend,
     {"Green spikes: a dino card. A Lauf! blocks it.",
      "Gr\xC3\xBCne Zacken: eine Dino-Karte. \xE2\x80\x9ELauf!\xE2\x80\x9C blockt sie.",
      "Gröna taggar: ett dinokort. Lauf! blockerar det."},
     {nullptr, nullptr, nullptr}},
    {M::OutAlmostUno, {"Almost UNO", "Beinahe UNO", "Nästan UNO"}, {nullptr, nullptr, nullptr}},
    {M::OutDiscardNumber,
     {"Discard Number", "Zahlen ablegen", "Släng siffra"},
     {nullptr, nullptr, nullptr}},
    {M::OutDiscardColour,
     {"Discard Colour", "Farben ablegen", "Släng färg"},
     {nullptr, nullptr, nullptr}},
    {M::OutDrawRed, {"Draw Red", "Zieh Rot", "Dra röd"}, {nullptr, nullptr, nullptr}},
    {M::OutDrawBlue, {"Draw Blue", "Zieh Blau", "Dra blå"}, {nullptr, nullptr, nullptr}},
    {M::OutTradeHands,
     {"Trade Hands", "Karten tauschen", "Byt händer"},
     {nullptr, nullptr, nullptr}},
    {M::OutShowCards, {"Show Cards", "Karten zeigen", "Visa korten"}, {nullptr, nullptr, nullptr}},
    {M::OutShowdown, {"Showdown", "Stechen", "Duell"}, {nullptr, nullptr, nullptr}},
    {M::OutUnoSpin, {"UNO Spin", "UNO Spin", "UNO Spin"}, {nullptr, nullptr, nullptr}},
    {M::SpinFmt, {"Spin: %s.", "Spin: %s.", "Spin: %s."}, {nullptr, nullptr, nullptr}},
    {M::DoAlmostUnoFmt,
     {"%s may discard all but two cards.", "%s darf alle Karten bis auf zwei ablegen.",
      "%s får slänga alla kort utom två."},
     {"You may discard all but two cards.", "Du darfst alle Karten bis auf zwei ablegen.",
      "Du får slänga alla kort utom två."}},
    {M::DoDiscardNumberFmt,
     {"%s may discard all cards of one number.", "%s darf alle Karten einer Zahl ablegen.",
      "%s får slänga alla kort med en siffra."},
     {"You may discard all cards of one number.", "Du darfst alle Karten einer Zahl ablegen.",
      "Du får slänga alla kort med en siffra."}},
    {M::DoDiscardColourFmt,
     {"%s may discard all cards of one colour.", "%s darf alle Karten einer Farbe ablegen.",
      "%s får slänga alla kort i en färg."},
     {"You may discard all cards of one colour.", "Du darfst alle Karten einer Farbe ablegen.",
      "Du får slänga alla kort i en färg."}},
    {M::DoDrawRedFmt,
     {"%s draws until a red card.", "%s zieht bis zu einer roten Karte.",
      "%s drar tills ett rött kort kommer."},
     {"You draw until a red card.", "Du ziehst bis zu einer roten Karte.",
      "Du drar tills ett rött kort kommer."}},
    {M::DoDrawBlueFmt,
     {"%s draws until a blue card.", "%s zieht bis zu einer blauen Karte.",
      "%s drar tills ett blått kort kommer."},
     {"You draw until a blue card.", "Du ziehst bis zu einer blauen Karte.",
      "Du drar tills ett blått kort kommer."}},
    {M::DoTradeHands,
     {"Every hand goes to the player on the left.", "Alle geben ihre Karten nach links weiter.",
      "Alla ger sin hand till spelaren till vänster."},
     {nullptr, nullptr, nullptr}},
    {M::DoShowCardsFmt,
     {"%s shows every card to the table.", "%s zeigt allen die Karten.",
      "%s visar alla sina kort."},
     {"You show every card to the table.", "Du zeigst allen deine Karten.",
      "Du visar alla dina kort."}},
    {M::DoShowdown,
     {"Everyone shows their highest number; the highest may discard it.",
      "Alle zeigen ihre höchste Zahl; die höchste darf abgelegt werden.",
      "Alla visar sin högsta siffra; den högsta får slängas."},
     {nullptr, nullptr, nullptr}},
    {M::DoUnoSpin,
     {"The first to press UNO Spin! discards a card.",
      "Wer zuerst UNO Spin! drückt, legt eine Karte ab.",
      "Den som först trycker UNO Spin! slänger ett kort."},
     {nullptr, nullptr, nullptr}},
    {M::HandsTraded,
     {"Hands traded: each hand moved one seat to the left.",
      "Karten getauscht: jede Hand ging einen Platz nach links.",
      "Händerna bytta: varje hand flyttade ett steg åt vänster."},
     {nullptr, nullptr, nullptr}},
    {M::ShowdownTie,
     {"Showdown tie: the tied players show their next highest number.",
      "Gleichstand: Die Gleichen zeigen ihre nächsthöhere Zahl.",
      "Oavgjort: de som delar visar sin näst högsta siffra."},
     {nullptr, nullptr, nullptr}},
    {M::ShowdownWinnerFmt,
     {"%s wins the Showdown and may discard the shown cards.",
      "%s gewinnt das Stechen und darf die gezeigten Karten ablegen.",
      "%s vinner duellen och får slänga de visade korten."},
     {"You win the Showdown and may discard the shown cards.",
      "Du gewinnst das Stechen und darfst die gezeigten Karten ablegen.",
      "Du vinner duellen och får slänga de visade korten."}},
    {M::ShowdownNobody,
     {"Showdown: nobody holds a number card.", "Stechen: Niemand hat eine Zahlenkarte.",
      "Duell: ingen har ett sifferkort."},
     {nullptr, nullptr, nullptr}},
    {M::UnoSpinFirstFmt,
     {"%s pressed UNO Spin! first and may discard a card.",
      "%s hat zuerst UNO Spin! gedrückt und darf eine Karte ablegen.",
      "%s tryckte UNO Spin! först och får slänga ett kort."},
     {"You pressed UNO Spin! first and may discard a card.",
      "Du hast zuerst UNO Spin! gedrückt und darfst eine Karte ablegen.",
      "Du tryckte UNO Spin! först och får slänga ett kort."}},
    {M::SpinsFmt,
     {"%s spins the wheel", "%s dreht das Rad", "%s snurrar hjulet"},
     {"You spin the wheel", "Du drehst das Rad", "Du snurrar hjulet"}},
    {M::SpinMarkLegend,
     {"Gold swirl: a Spin card. The next player spins the wheel.",
      "Goldener Wirbel: eine Spin-Karte. Der Nächste dreht das Rad.",
      "Guldvirvel: ett Spin-kort. Nästa spelare snurrar hjulet."},
     {nullptr, nullptr, nullptr}},
    {M::DiscardAlmostUnoFmt,
     {"Almost UNO: click cards to discard them, down to 2 (%d more at most).",
      "Beinahe UNO: Karten anklicken, um sie abzulegen, bis auf 2 (höchstens %d).",
      "Nästan UNO: klicka på kort för att slänga dem, ner till 2 (högst %d till)."},
     {nullptr, nullptr, nullptr}},
    {M::DiscardNumberAny,
     {"Discard Number: click a number card; then you may discard every card with that number.",
      "Zahlen ablegen: Zahlenkarte anklicken; dann darfst du alle mit dieser Zahl ablegen.",
      "Släng siffra: klicka på ett sifferkort; sedan får du slänga alla med den siffran."},
     {nullptr, nullptr, nullptr}},
    {M::DiscardNumberFmt,
     {"Discard Number: you may discard more %ss.",
      "Zahlen ablegen: Du darfst weitere %ser ablegen.", "Släng siffra: du får slänga fler %sor."},
     {nullptr, nullptr, nullptr}},
    {M::DiscardColourAny,
     {"Discard Colour: click a card; then you may discard every card of its colour.",
      "Farben ablegen: Karte anklicken; dann darfst du alle dieser Farbe ablegen.",
      "Släng färg: klicka på ett kort; sedan får du slänga alla i dess färg."},
     {nullptr, nullptr, nullptr}},
    {M::DiscardColourFmt,
     {"Discard Colour: you may discard more %s cards.",
      "Farben ablegen: Du darfst weitere Karten in %s ablegen.",
      "Släng färg: du får slänga fler kort i %s."},
     {nullptr, nullptr, nullptr}},
    {M::DiscardShowdown,
     {"Showdown won: discard the shown cards, the last one you click lands on top.",
      "Stechen gewonnen: Lege die gezeigten Karten ab, die zuletzt angeklickte liegt oben.",
      "Duellen vunnen: släng de visade korten, det sista du klickar hamnar överst."},
     {nullptr, nullptr, nullptr}},
    {M::DiscardUnoSpin,
     {"UNO Spin: click one card to discard it.",
      "UNO Spin: Klicke eine Karte an, um sie abzulegen.",
      "UNO Spin: klicka på ett kort för att slänga det."},
     {nullptr, nullptr, nullptr}},
    {M::DiscardToCountFmt,
     {"Discard down to %d cards: click the cards to give up.",
      "Lege ab, bis du %d Karten hast: Karten anklicken.",
      "Släng tills du har %d kort: klicka på korten."},
     {nullptr, nullptr, nullptr}},
    {M::DiscardJokeLaugh,
     {"You made them laugh: you may discard all cards but one.",
      "Du hast alle zum Lachen gebracht: Du darfst alle Karten bis auf eine ablegen.",
      "Du fick alla att skratta: du får slänga alla kort utom ett."},
     {nullptr, nullptr, nullptr}},
    {M::DoneKeepRest,
     {"Done: keep the rest", "Fertig: Rest behalten", "Klar: behåll resten"},
     {nullptr, nullptr, nullptr}},
    {M::DoneNoDiscard,
     {"Done: discard nothing", "Fertig: nichts ablegen", "Klar: släng inget"},
     {nullptr, nullptr, nullptr}},
    {M::UnoSpinRacePrompt,
     {"UNO Spin! The first to press the button discards a card of their choice.",
      "UNO Spin! Wer zuerst den Knopf drückt, legt eine Karte nach Wahl ab.",
      "UNO Spin! Den som först trycker på knappen slänger ett valfritt kort."},
     {nullptr, nullptr, nullptr}},
    {M::AgainTwoPlayersFmt,
     {"2 players: %s plays again.", "Zu zweit: %s ist gleich noch einmal dran.",
      "Två spelare: %s spelar igen."},
     {"2 players: you play again.", "Zu zweit: Du bist gleich noch einmal dran.",
      "Två spelare: du spelar igen."}},
};
static_assert(sizeof(kTable) / sizeof(kTable[0]) == static_cast<int>(M::Count_));

std::string format(const char* f, const char* a, const char* b, int n) {
  char buf[512];
  // Formats take their arguments in order: strings first, then one number.
  if (b) std::snprintf(buf, sizeof buf, f, a, b, n);
  else if (a) std::snprintf(buf, sizeof buf, f, a, n);
  else std::snprintf(buf, sizeof buf, f, n);
  return buf;
}

std::string say_impl(M m, const Who& who, const char* arg, int n) {
  const Row& r = kTable[static_cast<int>(m)];
  const int l = static_cast<int>(language());
  if (who.you && r.you[l]) return format(r.you[l], arg, nullptr, n);
  const std::string name = who.you ? std::string(tr(S::You)) : who.name;
  return format(r.text[l], name.c_str(), arg, n);
}

}  // namespace

bool moment_table_in_order() {
  for (int i = 0; i < static_cast<int>(M::Count_); ++i)
    if (static_cast<int>(kTable[i].key) != i) return false;
  return true;
}

const char* tr(M m, Lang l, bool you) {
  const Row& r = kTable[static_cast<int>(m)];
  const int i = static_cast<int>(l);
  return you && r.you[i] ? r.you[i] : r.text[i];
}
const char* tr(M m, bool you) { return tr(m, language(), you); }

std::string say(M m, const Who& who) { return say_impl(m, who, nullptr, 0); }
std::string say(M m, const Who& who, const std::string& arg) {
  return say_impl(m, who, arg.c_str(), 0);
}
std::string say(M m, const Who& who, int n) { return say_impl(m, who, nullptr, n); }
std::string line(M m, const std::string& arg) { return format(tr(m), arg.c_str(), nullptr, 0); }
std::string line(M m, int n) { return format(tr(m), nullptr, nullptr, n); }

}  // namespace app
