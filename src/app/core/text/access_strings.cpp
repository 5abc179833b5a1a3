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
std::string about2(AccessText third, AccessText you, const Who& who, const std::string& arg) {
  return who.you ? fmt(you, arg.c_str()) : fmt(third, who.name.c_str(), arg.c_str());
}

}  // namespace

const char* tr(AccessText s) { return row_text(kAccessTextRows, s, TextTable::Access, language()); }

std::string fmt(AccessText s, ...) {
  va_list ap;
  va_start(ap, s);
  std::string out = vformat_text(tr(s), ap);
  va_end(ap);
  return out;
}

const char* spoken_colour(uno::Colour c) {
  switch (c) {
    case uno::Colour::Red: return tr(UiText::Red);
    case uno::Colour::Yellow: return tr(UiText::Yellow);
    case uno::Colour::Green: return tr(UiText::Green);
    case uno::Colour::Blue: return tr(UiText::Blue);
    case uno::Colour::None: break;
  }
  return "";
}

std::string card_name(const uno::Card& c) {
  std::string value;
  switch (c.kind) {
    case uno::Kind::Number: value = std::to_string(c.number); break;
    case uno::Kind::DrawTwo: value = tr(AccessText::DrawTwo); break;
    case uno::Kind::Reverse: value = tr(AccessText::Reverse); break;
    case uno::Kind::Skip: value = tr(AccessText::Skip); break;
    case uno::Kind::Wild: value = tr(AccessText::Wild); break;
    case uno::Kind::WildDrawFour: value = tr(AccessText::WildDrawFour); break;
    case uno::Kind::WildShuffle: value = tr(AccessText::WildShuffle); break;
    case uno::Kind::WildCustom: value = tr(AccessText::WildCustom); break;
    case uno::Kind::Lauf: value = tr(AccessText::Lauf); break;
  }
  std::string name =
      c.colour == uno::Colour::None ? value : std::string(spoken_colour(c.colour)) + " " + value;
  // The marks a sighted player sees on the face: a Spin card's swirl, the dino symbol.
  if (c.dino()) name += tr(AccessText::DinoMark);
  if (c.spin()) name += tr(AccessText::SpinMark);
  return name;
}

std::string hand_card_label(const uno::Card& c, bool playable, bool bluff,
                            const std::string& rule) {
  if (!playable && c.kind == uno::Kind::Lauf)
    return fmt(AccessText::LaufHandFmt, card_name(c).c_str());  // what it is for, and when
  const std::string name = rule.empty() ? card_name(c) : card_name(c) + " (" + rule + ")";
  if (playable && bluff) return fmt(AccessText::PlayableBluffFmt, name.c_str());
  return fmt(playable ? AccessText::PlayableFmt : AccessText::NotPlayableFmt, name.c_str());
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
      if (!w.you) out.push_back({fmt(AccessText::DrawsCardFmt, w.name.c_str()), true});
      else if (run_card != uno::kNoCard)
        out.push_back({fmt(AccessText::YouDrawCardFmt, card(run_card).c_str())});
      else out.push_back({tr(AccessText::YouDrawHiddenFmt)});
    } else if (run > 0) {
      const bool penalty = run_reason == static_cast<int>(uno::DrawReason::Penalty);
      std::string text = about(UiText::MustDrawFmt, who(run_seat), run);
      if (who(run_seat).you && !run_names.empty())
        text = fmt(AccessText::YouDrawCardsFmt, run, run_names.c_str());
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
        out.push_back({fmt(AccessText::RoundFmt, static_cast<int>(e.value))});
        break;
      case EventType::FirstCard:
        out.push_back({fmt(AccessText::FirstCardFmt, card(e.card).c_str())});
        first_turn = true;
        break;
      case EventType::TurnStart:
        if (who(e.seat).you) {
          out.push_back({std::string(tr(UiText::YourTurn)) + "."});
          out.back().your_turn = true;
        } else if (first_turn) {  // blind play-test: "The round start does not say who leads"
          out.push_back({fmt(AccessText::LeadsFmt, who(e.seat).name.c_str())});
        }
        first_turn = false;
        break;
      case EventType::Play: {
        const Who w = who(e.seat);
        std::string line = about2(AccessText::PlaysFmt, AccessText::YouPlayFmt, w, card(e.card));
        if (deck && e.card != uno::kNoCard && (*deck)[e.card].is_wild() &&
            e.colour != uno::Colour::None)
          line += " " + fmt(UiText::ColourFmt, spoken_colour(e.colour)) + ".";
        if (e.target >= 0)
          line +=
              " " + about2(AccessText::SwapsFmt, AccessText::YouSwapFmt, w, label(who(e.target)));
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
        out.push_back({about2(AccessText::ChoosesFmt, AccessText::YouChooseFmt, who(e.seat),
                              spoken_colour(e.colour))});
        break;
      case EventType::Skipped: out.push_back({about(UiText::SkippedFmt, who(e.seat)), true}); break;
      case EventType::Reversed:
        out.push_back({fmt(AccessText::DirectionFmt,
                           tr(e.value > 0 ? UiText::Clockwise : UiText::CounterClockwise))});
        break;
      case EventType::UnoCalled:
        out.push_back({about(UiText::CalledUnoFmt, who(e.seat)), true});
        break;
      case EventType::UnoCaught: {
        int n = 0;  // the caught seat's penalty cards follow the catch
        for (const uno::Event& d : events)
          if (d.seq > e.seq && d.type == EventType::Draw && d.seat == e.target &&
              d.value == static_cast<std::int16_t>(uno::DrawReason::Uno))
            ++n;
        std::string line = about(UiText::CaughtFmt, who(e.target), n);
        // By whom: a catch of one's own and a computer's sounded the same.
        if (e.seat >= 0 && e.seat != e.target)
          line = sentence(line) + " " + about(UiText::CatcherFmt, who(e.seat));
        if (who(e.target).you && deck) {  // the player's own penalty cards, named
          std::string names;
          for (const uno::Event& d : events)
            if (d.seq > e.seq && d.type == EventType::Draw && d.seat == e.target &&
                d.value == static_cast<std::int16_t>(uno::DrawReason::Uno) &&
                d.card != uno::kNoCard)
              names += (names.empty() ? "" : ", ") + card(d.card);
          if (!names.empty())
            line = sentence(line) + " " + fmt(AccessText::YouDrawCardsFmt, n, names.c_str());
        }
        out.push_back({line, true, true});
        break;
      }
      case EventType::Challenge: {
        const Who w = who(e.seat);
        out.push_back({(w.you ? std::string(tr(AccessText::YouChallenge))
                              : fmt(AccessText::ChallengesFmt, w.name.c_str())) +
                       " " + tr(e.value ? AccessText::Bluffed : AccessText::WasFair)});
        break;
      }
      case EventType::Reshuffle: out.push_back({tr(AccessText::Reshuffled)}); break;
      case EventType::Verdict:  // a free rule judged: who failed it (their draws follow)
        if (e.target < 0) out.push_back({tr(AccessText::VerdictNobody)});
        else if (who(e.target).you) out.push_back({tr(AccessText::VerdictYouPenalty)});
        else out.push_back({fmt(AccessText::VerdictPenaltyFmt, who(e.target).name.c_str())});
        break;
      case EventType::Discard:
        out.push_back({about2(AccessText::DiscardsFmt, AccessText::YouDiscardFmt, who(e.seat),
                              card(e.card))});
        break;
      case EventType::HandsSwapped:
        out.push_back({about2(AccessText::SwapsFmt, AccessText::YouSwapFmt, who(e.seat),
                              label(who(e.target)))});
        break;
      // Trade Hands is told by the moment's line (explain_events): "Hands traded: ...".
      case EventType::RoundOver:
        if (e.seat >= 0) out.push_back({sentence(about(UiText::WinsRoundFmt, who(e.seat)))});
        break;
      case EventType::MatchOver:
        if (e.seat >= 0) out.push_back({about(UiText::WinsMatchFmt, who(e.seat))});
        break;
      default: break;
    }
    for (size_t k = lines_before; k < out.size(); ++k) out[k].at = static_cast<int>(i);
  }
  flush();
  return out;
}

}  // namespace app
