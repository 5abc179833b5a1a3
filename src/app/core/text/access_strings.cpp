#include "app/core/text/access_strings.h"

#include <array>
#include <cstdarg>
#include <cstdio>

#include "app/core/text/access_text_rows.h"
#include "app/core/text/text_packs.h"
#include "engine/deck.h"

namespace app {
namespace {

// A line about a seat with one text argument: the "you" row when the texts address it.
std::string about2(AS third, AS you, const Who& who, const std::string& arg) {
  return who.you ? fmt(you, arg.c_str()) : fmt(third, who.name.c_str(), arg.c_str());
}

}  // namespace

const char* tr(AS s) { return row_text(kAccessTextRows, s, TextTable::Access, language()); }

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
  std::string name =
      c.colour == uno::Colour::None ? value : std::string(spoken_colour(c.colour)) + " " + value;
  // The marks a sighted player sees on the face: a Spin card's swirl, the dino symbol.
  if (c.dino()) name += tr(AS::DinoMark);
  if (c.spin()) name += tr(AS::SpinMark);
  return name;
}

std::string hand_card_label(const uno::Card& c, bool playable, bool bluff,
                            const std::string& rule) {
  if (!playable && c.kind == uno::Kind::Lauf)
    return fmt(AS::LaufHandFmt, card_name(c).c_str());  // what it is for, and when
  const std::string name = rule.empty() ? card_name(c) : card_name(c) + " (" + rule + ")";
  if (playable && bluff) return fmt(AS::PlayableBluffFmt, name.c_str());
  return fmt(playable ? AS::PlayableFmt : AS::NotPlayableFmt, name.c_str());
}

std::string sentence(std::string text) {
  if (text.empty()) return text;
  const char last = text.back();
  if (last != '.' && last != '!' && last != '?') text += '.';
  return text;
}

std::vector<EventLine> describe_events(const std::vector<uno::Event>& events,
                                       const std::function<Who(int)>& who, const uno::Deck* deck) {
  using uno::EventType;
  std::vector<EventLine> out;
  auto card = [&](uno::CardId id) {
    return deck && id != uno::kNoCard ? card_name((*deck)[id]) : std::string();
  };
  // Draws come one card at a time: a run by one seat for one reason is one line.
  int run_seat = -1, run = 0, run_reason = -1, run_at = 0;
  bool first_turn = false;  // the round's first turn is next: say who leads
  uno::CardId run_card = uno::kNoCard;
  std::string run_names;  // the viewer's own cards of the run, named (the view shows them)
  auto flush = [&] {
    if (run == 1 && run_reason == static_cast<int>(uno::DrawReason::Turn)) {
      const Who w = who(run_seat);
      // On the ticker too: a flying card back alone is easy to miss (never the card's name).
      if (!w.you) out.push_back({fmt(AS::DrawsCardFmt, w.name.c_str()), true});
      else if (run_card != uno::kNoCard)
        out.push_back({fmt(AS::YouDrawCardFmt, card(run_card).c_str())});
      else out.push_back({tr(AS::YouDrawHiddenFmt)});
    } else if (run > 0) {
      const bool penalty = run_reason == static_cast<int>(uno::DrawReason::Penalty);
      std::string text = about(S::MustDrawFmt, who(run_seat), run);
      if (who(run_seat).you && !run_names.empty())
        text = fmt(AS::YouDrawCardsFmt, run, run_names.c_str());
      out.push_back({text, penalty, penalty});
    }
    if (run > 0) out.back().at = run_at;
    run_seat = run_reason = -1;
    run = 0;
    run_names.clear();
  };
  for (size_t i = 0; i < events.size(); ++i) {
    const uno::Event& e = events[i];
    const bool draw = e.type == EventType::Draw &&
                      e.value != static_cast<std::int16_t>(uno::DrawReason::Uno) &&
                      e.value != static_cast<std::int16_t>(uno::DrawReason::Shuffle);
    if (!draw || e.seat != run_seat || e.value != run_reason) flush();
    const size_t lines_before = out.size();
    switch (e.type) {
      case EventType::RoundStart:
        out.push_back({fmt(AS::RoundFmt, static_cast<int>(e.value))});
        break;
      case EventType::FirstCard:
        out.push_back({fmt(AS::FirstCardFmt, card(e.card).c_str())});
        first_turn = true;
        break;
      case EventType::TurnStart:
        if (who(e.seat).you) {
          out.push_back({std::string(tr(S::YourTurn)) + "."});
          out.back().your_turn = true;
        } else if (first_turn) {  // blind play-test: "The round start does not say who leads"
          out.push_back({fmt(AS::LeadsFmt, who(e.seat).name.c_str())});
        }
        first_turn = false;
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
          if (run == 0) run_at = static_cast<int>(i);
          run_seat = e.seat;
          run_reason = e.value;
          run_card = e.card;
          ++run;
          if (who(e.seat).you && e.card != uno::kNoCard && deck)
            run_names += (run_names.empty() ? "" : ", ") + card(e.card);
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
        std::string line = about(S::CaughtFmt, who(e.target), n);
        // By whom: a catch of one's own and a computer's sounded the same.
        if (e.seat >= 0 && e.seat != e.target)
          line = sentence(line) + " " + about(S::CatcherFmt, who(e.seat));
        if (who(e.target).you && deck) {  // the player's own penalty cards, named
          std::string names;
          for (const uno::Event& d : events)
            if (d.seq > e.seq && d.type == EventType::Draw && d.seat == e.target &&
                d.value == static_cast<std::int16_t>(uno::DrawReason::Uno) &&
                d.card != uno::kNoCard)
              names += (names.empty() ? "" : ", ") + card(d.card);
          if (!names.empty())
            line = sentence(line) + " " + fmt(AS::YouDrawCardsFmt, n, names.c_str());
        }
        out.push_back({line, true, true});
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
      case EventType::Verdict:  // a free rule judged: who failed it (their draws follow)
        if (e.target < 0) out.push_back({tr(AS::VerdictNobody)});
        else if (who(e.target).you) out.push_back({tr(AS::VerdictYouPenalty)});
        else out.push_back({fmt(AS::VerdictPenaltyFmt, who(e.target).name.c_str())});
        break;
      case EventType::Discard:
        out.push_back({about2(AS::DiscardsFmt, AS::YouDiscardFmt, who(e.seat), card(e.card))});
        break;
      case EventType::HandsSwapped:
        out.push_back({about2(AS::SwapsFmt, AS::YouSwapFmt, who(e.seat), label(who(e.target)))});
        break;
      // Trade Hands is told by the moment's line (explain_events): "Hands traded: ...".
      case EventType::RoundOver:
        if (e.seat >= 0) out.push_back({sentence(about(S::WinsRoundFmt, who(e.seat)))});
        break;
      case EventType::MatchOver:
        if (e.seat >= 0) out.push_back({about(S::WinsMatchFmt, who(e.seat))});
        break;
      default: break;
    }
    for (size_t k = lines_before; k < out.size(); ++k) out[k].at = static_cast<int>(i);
  }
  flush();
  return out;
}

}  // namespace app
