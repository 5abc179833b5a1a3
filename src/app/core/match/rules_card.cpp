// The rules card (moments.h's rules_card): what a rule set does beyond classic, in the
// booklets' words, for the start screen's and the table's Rules button.
#include <string>
#include <string_view>
#include <vector>

#include "app/core/match/moments.h"

namespace app {

namespace {

// When a Wild Draw Four is a bluff under these rules and what a challenge costs either way:
// the three booklets that differ here (002, 003, 004) say it in their own words.
std::string wd4_rule(const uno::RuleSet& r) {
  std::string s = r.wd4_restricted ? "" : std::string(tr(MomentText::Wd4Always)) + " ";
  switch (r.wd4_guilt) {
    case uno::Wd4Guilt::ColourInPlay: s += tr(MomentText::Wd4GuiltColour); break;
    case uno::Wd4Guilt::ColourOrWild: s += tr(MomentText::Wd4GuiltColourWild); break;
    case uno::Wd4Guilt::AnyPlayable: s += tr(MomentText::Wd4GuiltAny); break;
  }
  s += " " + line(r.wd4_guilty_takes_back ? MomentText::Wd4CaughtTakesBackFmt
                                          : MomentText::Wd4CaughtDrawsFmt,
                  r.wd4_guilty_draw);
  return s + " " + line(MomentText::Wd4FairFmt, 4 + r.challenge_fail_extra);
}

}  // namespace

std::vector<std::string> rules_card(std::string_view preset, const uno::RuleSet& r) {
  std::vector<std::string> out;
  const Who spinner(tr(MomentText::TheSpinner));
  if (r.spin_numbers > 0) {
    out.push_back(tr(MomentText::SpinMarkLegend));
    for (int o = 0; o < uno::kSpinOutcomes; ++o)
      out.push_back(spin_explanation(static_cast<uno::SpinOutcome>(o), spinner));
  }
  // (Two newcomers expected a discarded Spin card to turn the wheel.)
  if (r.spin_numbers > 0 || r.custom_cards > 0) out.push_back(tr(MomentText::DiscardedNotPlayed));
  if (r.shuffle_hands_cards > 0) out.push_back(tr(MomentText::CardShuffleHands));
  for (int i = 0; i < r.custom_cards && i < 3; ++i)
    out.push_back(line(MomentText::CardSlotFmt, i + 1) + ": " + custom_rule_text(r, i));
  if (r.lauf_cards > 0) {
    out.push_back(tr(MomentText::DinoMarkLegend));
    out.push_back(tr(MomentText::LaufRule));
  }
  if (preset == "braille") out.push_back(tr(MomentText::BrailleLetters));
  if (r.two_player_reverse_skips || preset == "braille")
    out.push_back(say(MomentText::AgainTwoPlayersFmt, Who(tr(MomentText::TheCardPlayer))));
  if (r.challenge) out.push_back(wd4_rule(r));
  if (out.empty()) out.push_back(tr(MomentText::ClassicNoDiff));
  return out;
}

}  // namespace app
