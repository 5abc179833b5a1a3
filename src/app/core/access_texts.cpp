#include "app/core/access_texts.h"

#include <cstdarg>
#include <cstdio>

#include "app/core/session.h"
#include "engine/deck.h"

namespace app {
namespace {

// Order must follow enum AS (checked below). Formats: %s is a name or a card, %d a
// number; second-person rows ("You ...") take no name.
constexpr TextRow<AS> kTable[] = {
    {AS::Skip, {"Skip", "Aussetzen", "Hoppa över"}},
    {AS::Reverse, {"Reverse", "Retour", "Byt håll"}},
    {AS::DrawTwo, {"Draw Two", "Zieh Zwei", "Dra två"}},
    {AS::Wild, {"Wild", "Farbwahl", "Välj färg"}},
    {AS::WildDrawFour, {"Wild Draw Four", "Zieh Vier Farbwahl", "Välj färg dra fyra"}},
    {AS::WildShuffle, {"Wild Shuffle Hands", "Farbwahl Hände mischen", "Välj färg blanda händer"}},
    {AS::WildCustom, {"Wild Customizable", "Farbwahl eigene Regel", "Välj färg egen regel"}},
    {AS::Lauf, {"Lauf!", "Lauf!", "Lauf!"}},
    {AS::PlayableFmt, {"%s, playable", "%s, spielbar", "%s, spelbart"}},
    {AS::NotPlayableFmt, {"%s, not playable", "%s, nicht spielbar", "%s, inte spelbart"}},
    {AS::PlaysFmt, {"%s plays %s.", "%s spielt %s.", "%s lägger %s."}},
    {AS::YouPlayFmt, {"You play %s.", "Du spielst %s.", "Du lägger %s."}},
    {AS::DrawsCardFmt, {"%s draws a card.", "%s zieht eine Karte.", "%s drar ett kort."}},
    {AS::YouDrawCardFmt, {"You draw %s.", "Du ziehst %s.", "Du drar %s."}},
    {AS::YouDrawHiddenFmt, {"You draw a card.", "Du ziehst eine Karte.", "Du drar ett kort."}},
    {AS::ChoosesFmt, {"%s chooses %s.", "%s wählt %s.", "%s väljer %s."}},
    {AS::YouChooseFmt, {"You choose %s.", "Du wählst %s.", "Du väljer %s."}},
    {AS::ChallengesFmt,
     {"%s challenges the Wild Draw Four.", "%s zweifelt die Zieh Vier an.",
      "%s utmanar Dra fyra-kortet."}},
    {AS::YouChallenge,
     {"You challenge the Wild Draw Four.", "Du zweifelst die Zieh Vier an.",
      "Du utmanar Dra fyra-kortet."}},
    {AS::Bluffed, {"It was a bluff.", "Es war geblufft.", "Det var bluff."}},
    {AS::WasFair, {"The play was fair.", "Der Zug war erlaubt.", "Draget var tillåtet."}},
    {AS::DirectionFmt, {"Direction: %s.", "Richtung: %s.", "Riktning: %s."}},
    {AS::FirstCardFmt, {"First card: %s.", "Erste Karte: %s.", "Första kortet: %s."}},
    {AS::RoundFmt, {"Round %d.", "Runde %d.", "Runda %d."}},
    {AS::Reshuffled,
     {"The discard pile is shuffled into a new draw pile.",
      "Der Ablagestapel wird zum neuen Ziehstapel gemischt.",
      "Slänghögen blandas till en ny draghög."}},
    {AS::DiscardsFmt, {"%s discards %s.", "%s legt %s ab.", "%s slänger %s."}},
    {AS::YouDiscardFmt, {"You discard %s.", "Du legst %s ab.", "Du slänger %s."}},
    {AS::SwapsFmt,
     {"%s swaps hands with %s.", "%s tauscht die Karten mit %s.", "%s byter hand med %s."}},
    {AS::YouSwapFmt,
     {"You swap hands with %s.", "Du tauschst die Karten mit %s.", "Du byter hand med %s."}},
    {AS::HandsPassed,
     {"Everyone passes their hand on.", "Alle geben ihre Karten weiter.",
      "Alla skickar sin hand vidare."}},
    {AS::TopCardFmt, {"Top card: %s.", "Oberste Karte: %s.", "Översta kortet: %s."}},
    {AS::SeatLineFmt, {"%s: %s", "%s: %s", "%s: %s"}},
    {AS::NoUnoCalled, {"UNO not called", "UNO nicht gerufen", "UNO inte ropat"}},
    {AS::YourHand, {"Your hand", "Deine Karten", "Din hand"}},
    {AS::Table, {"Table", "Tisch", "Bord"}},
    {AS::Events, {"Game events", "Spielgeschehen", "Händelser"}},
    {AS::Actions, {"Actions", "Aktionen", "Åtgärder"}},
    {AS::Decision, {"Your decision", "Deine Entscheidung", "Ditt beslut"}},
    {AS::SwapWith, {"Swap hands with", "Karten tauschen mit", "Byt hand med"}},
    {AS::Cancel, {"Cancel", "Abbrechen", "Avbryt"}},
    {AS::SeatFmt, {"Seat %d", "Platz %d", "Plats %d"}},
    {AS::Fewer, {"One player fewer", "Ein Spieler weniger", "En spelare färre"}},
    {AS::More, {"One player more", "Ein Spieler mehr", "En spelare till"}},
    {AS::ReadTable, {"Read the table (T)", "Tisch vorlesen (T)", "Läs upp bordet (T)"}},
    {AS::Help, {"Keys (?)", "Tasten (?)", "Tangenter (?)"}},
    {AS::KeysTitle, {"Keys", "Tasten", "Tangenter"}},
    {AS::KeyHelp1,
     {"Tab and Shift+Tab: move between controls. Enter or Space: press.",
      "Tab und Umschalt+Tab: zwischen Bedienelementen wechseln. Eingabe oder Leertaste: drücken.",
      "Tabb och Skift+Tabb: flytta mellan kontroller. Retur eller mellanslag: tryck."}},
    {AS::KeyHelp2,
     {"T: read the table. ?: this help. Escape: close a dialog.",
      "T: Tisch vorlesen. ?: diese Hilfe. Escape: Dialog schließen.",
      "T: läs upp bordet. ?: den här hjälpen. Escape: stäng en dialog."}},
    {AS::KeyHelp3,
     {"On the table: Left and Right arrows choose a card, Enter plays it.",
      "Am Tisch: Pfeil links und rechts wählen eine Karte, Eingabe spielt sie.",
      "Vid bordet: vänster- och högerpil väljer ett kort, Retur lägger det."}},
    {AS::KeyHelp4,
     {"D: draw, or keep a drawn card. U: UNO. H: hint. M: sound on or off.",
      "D: ziehen oder gezogene Karte behalten. U: UNO. H: Tipp. M: Ton an oder aus.",
      "D: dra, eller behåll ett draget kort. U: UNO. H: tips. M: ljud på eller av."}},
    {AS::KeyHelp5,
     {"R, Y, G, B: name a colour.", "R, Y, G, B (Rot, Gelb, Grün, Blau): Farbe wählen.",
      "R, Y, G, B (röd, gul, grön, blå): välj färg."}},
    {AS::KeyHelp6,
     {"After a Wild Draw Four: C challenges, A accepts.",
      "Nach Zieh Vier: C zweifelt an, A nimmt an.", "Efter Dra fyra: C utmanar, A accepterar."}},
    {AS::DrawPileFmt, {"Draw pile: %d cards.", "Ziehstapel: %d Karten.", "Draghög: %d kort."}},
    {AS::ScoresTitle, {"Scores", "Punkte", "Poäng"}},
    {AS::SummaryRowFmt,
     {"%s: %d points in hand", "%s: %d Punkte auf der Hand", "%s: %d poäng på handen"}},
};

static_assert(rows_follow_enum(kTable), "access texts: one row per AS, in the enum's order");

// A line about a seat with one text argument: the "you" row when the texts address it.
std::string about2(AS third, AS you, const Who& who, const std::string& arg) {
  return who.you ? fmt(you, arg.c_str()) : fmt(third, who.name.c_str(), arg.c_str());
}

}  // namespace

const char* tr(AS s) { return kTable[static_cast<int>(s)].text[static_cast<int>(language())]; }

std::string fmt(AS s, ...) {
  va_list ap;
  va_start(ap, s);
  std::string out = vformat_text(tr(s), ap);
  va_end(ap);
  return out;
}

const char* spoken_colour(uno::Colour c) {
  switch (c) {
    case uno::Colour::Red: return tr(S::Red);
    case uno::Colour::Yellow: return tr(S::Yellow);
    case uno::Colour::Green: return tr(S::Green);
    case uno::Colour::Blue: return tr(S::Blue);
    case uno::Colour::None: break;
  }
  return "";
}

std::string card_name(const uno::Card& c) {
  std::string value;
  switch (c.kind) {
    case uno::Kind::Number: value = std::to_string(c.number); break;
    case uno::Kind::DrawTwo: value = tr(AS::DrawTwo); break;
    case uno::Kind::Reverse: value = tr(AS::Reverse); break;
    case uno::Kind::Skip: value = tr(AS::Skip); break;
    case uno::Kind::Wild: value = tr(AS::Wild); break;
    case uno::Kind::WildDrawFour: value = tr(AS::WildDrawFour); break;
    case uno::Kind::WildShuffle: value = tr(AS::WildShuffle); break;
    case uno::Kind::WildCustom: value = tr(AS::WildCustom); break;
    case uno::Kind::Lauf: value = tr(AS::Lauf); break;
  }
  if (c.colour == uno::Colour::None) return value;
  return std::string(spoken_colour(c.colour)) + " " + value;
}

std::string hand_card_label(const uno::Card& c, bool playable) {
  return fmt(playable ? AS::PlayableFmt : AS::NotPlayableFmt, card_name(c).c_str());
}

std::vector<EventLine> describe_events(const std::vector<uno::Event>& events,
                                       const std::function<Who(int)>& who, const uno::Deck* deck) {
  using uno::EventType;
  std::vector<EventLine> out;
  auto card = [&](uno::CardId id) {
    return deck && id != uno::kNoCard ? card_name((*deck)[id]) : std::string();
  };
  // Draws come one card at a time: a run by one seat for one reason is one line.
  int run_seat = -1, run = 0, run_reason = -1;
  uno::CardId run_card = uno::kNoCard;
  auto flush = [&] {
    if (run == 1 && run_reason == static_cast<int>(uno::DrawReason::Turn)) {
      const Who w = who(run_seat);
      if (!w.you) out.push_back({fmt(AS::DrawsCardFmt, w.name.c_str()), false});
      else if (run_card != uno::kNoCard)
        out.push_back({fmt(AS::YouDrawCardFmt, card(run_card).c_str())});
      else out.push_back({tr(AS::YouDrawHiddenFmt)});
    } else if (run > 0) {
      const bool penalty = run_reason == static_cast<int>(uno::DrawReason::Penalty);
      out.push_back({about(S::MustDrawFmt, who(run_seat), run), penalty, penalty});
    }
    run_seat = run_reason = -1;
    run = 0;
  };
  for (const uno::Event& e : events) {
    const bool draw = e.type == EventType::Draw &&
                      e.value != static_cast<std::int16_t>(uno::DrawReason::Uno) &&
                      e.value != static_cast<std::int16_t>(uno::DrawReason::Shuffle);
    if (!draw || e.seat != run_seat || e.value != run_reason) flush();
    switch (e.type) {
      case EventType::RoundStart:
        out.push_back({fmt(AS::RoundFmt, static_cast<int>(e.value))});
        break;
      case EventType::FirstCard:
        out.push_back({fmt(AS::FirstCardFmt, card(e.card).c_str())});
        break;
      case EventType::TurnStart:
        if (who(e.seat).you) out.push_back({std::string(tr(S::YourTurn)) + "."});
        break;
      case EventType::Play: {
        const Who w = who(e.seat);
        std::string line = about2(AS::PlaysFmt, AS::YouPlayFmt, w, card(e.card));
        if (deck && e.card != uno::kNoCard && (*deck)[e.card].is_wild() &&
            e.colour != uno::Colour::None)
          line += " " + fmt(S::ColourFmt, spoken_colour(e.colour)) + ".";
        if (e.target >= 0)
          line += " " + about2(AS::SwapsFmt, AS::YouSwapFmt, w, label(who(e.target)));
        out.push_back({line});
        break;
      }
      case EventType::Draw:
        if (draw) {
          run_seat = e.seat;
          run_reason = e.value;
          run_card = e.card;
          ++run;
        }
        break;
      case EventType::ColourChosen:
        out.push_back(
            {about2(AS::ChoosesFmt, AS::YouChooseFmt, who(e.seat), spoken_colour(e.colour))});
        break;
      case EventType::Skipped: out.push_back({about(S::SkippedFmt, who(e.seat)), true}); break;
      case EventType::Reversed:
        out.push_back(
            {fmt(AS::DirectionFmt, tr(e.value > 0 ? S::Clockwise : S::CounterClockwise))});
        break;
      case EventType::UnoCalled: out.push_back({about(S::CalledUnoFmt, who(e.seat)), true}); break;
      case EventType::UnoCaught: {
        int n = 0;  // the caught seat's penalty cards follow the catch
        for (const uno::Event& d : events)
          if (d.seq > e.seq && d.type == EventType::Draw && d.seat == e.target &&
              d.value == static_cast<std::int16_t>(uno::DrawReason::Uno))
            ++n;
        out.push_back({about(S::CaughtFmt, who(e.target), n), true, true});
        break;
      }
      case EventType::Challenge: {
        const Who w = who(e.seat);
        out.push_back(
            {(w.you ? std::string(tr(AS::YouChallenge)) : fmt(AS::ChallengesFmt, w.name.c_str())) +
             " " + tr(e.value ? AS::Bluffed : AS::WasFair)});
        break;
      }
      case EventType::Reshuffle: out.push_back({tr(AS::Reshuffled)}); break;
      case EventType::Discard:
        out.push_back({about2(AS::DiscardsFmt, AS::YouDiscardFmt, who(e.seat), card(e.card))});
        break;
      case EventType::HandsSwapped:
        out.push_back({about2(AS::SwapsFmt, AS::YouSwapFmt, who(e.seat), label(who(e.target)))});
        break;
      case EventType::HandsTraded: out.push_back({tr(AS::HandsPassed)}); break;
      case EventType::RoundOver:
        if (e.seat >= 0) out.push_back({about(S::WinsRoundFmt, who(e.seat)) + "."});
        break;
      case EventType::MatchOver:
        if (e.seat >= 0) out.push_back({about(S::WinsMatchFmt, who(e.seat))});
        break;
      default: break;
    }
  }
  flush();
  return out;
}

std::string table_summary(const Session& s) {
  const uno::SeatView v = s.view();
  std::string out;
  auto add = [&out](const std::string& part) {
    if (part.empty()) return;
    if (!out.empty()) out += ' ';
    out += part;
  };
  add(status_line(s, false).text + ".");
  if (v.top != uno::kNoCard) add(fmt(AS::TopCardFmt, card_name((*v.deck)[v.top]).c_str()));
  if (v.colour != uno::Colour::None) add(fmt(S::ColourFmt, spoken_colour(v.colour)) + ".");
  add(fmt(AS::DirectionFmt, tr(v.direction > 0 ? S::Clockwise : S::CounterClockwise)));
  add(fmt(AS::DrawPileFmt, v.draw_pile));
  const bool scoring = s.rules().target_score > 0;
  for (int seat = 0; seat < v.seats; ++seat) {
    const int n = v.hand_counts[seat];
    std::string state = n == 1 ? std::string(tr(S::OneCard)) : fmt(S::CardsFmt, n);
    if (n == 1) state += v.uno_exposed[seat] ? std::string(", ") + tr(AS::NoUnoCalled) : ", UNO!";
    if (scoring) state += ", " + fmt(S::ScoreShortFmt, v.scores[seat]);
    add(fmt(AS::SeatLineFmt, label(s.who(seat)).c_str(), state.c_str()) + ".");
  }
  return out;
}

}  // namespace app
