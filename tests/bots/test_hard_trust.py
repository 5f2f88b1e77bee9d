"""Hard overrides Normal's move only on evidence (a policy's ``HARD["trust_z"]``, 三国智): the paired rounds must
show the other move better by the margin and by Student's t at the level of ``trust_z`` standard errors."""

from desktop.bots.hard import MIN_TRUST, _beats, t_level
from desktop.games.sanguozhi.policy import HARD


def test_a_steady_lead_overrides():
    assert _beats([0.7, 0.8, 0.75, 0.7], [0.6, 0.7, 0.6, 0.62], 0.05, 2.0)


def test_a_lead_made_of_one_lucky_round_does_not():
    # mean lead 0.1 > margin, but one round carries it
    assert not _beats([0.9, 0.5, 0.5, 0.5], [0.5, 0.5, 0.5, 0.5], 0.05, 2.0)


def test_too_few_rounds_or_a_lead_below_the_margin_do_not():
    assert not _beats([0.9] * (MIN_TRUST - 1), [0.1] * (MIN_TRUST - 1), 0.05, 2.0)
    assert not _beats([0.52, 0.53, 0.52, 0.53], [0.5, 0.5, 0.5, 0.5], 0.05, 2.0)


def test_a_lead_that_a_normal_test_passes_at_four_rounds_needs_students_t():
    # diffs 0.1, 0.2, 0.05, 0.15: mean 0.125, standard error 0.032 → 3.9 errors, past z 2.4 but not t(3) 4.8
    rs, base = [0.6, 0.7, 0.55, 0.65], [0.5] * 4
    assert not _beats(rs, base, 0.05, 2.4)
    assert _beats(rs * 3, base * 3, 0.05, 2.4)  # the same spread over 12 rounds is evidence


def test_t_level_follows_the_table():
    # Student's t, one-sided 2.5 %: 3.182 (3), 2.571 (5), 2.228 (10), 2.042 (30)
    for df, t in ((3, 3.182), (5, 2.571), (10, 2.228), (30, 2.042)):
        assert abs(t_level(1.96, df) - t) < 0.02 * t
    assert t_level(2.4, 1000) - 2.4 < 0.01


def test_sanguozhi_hard_asks_for_evidence():
    assert HARD.get("trust_z") == 2.4 and HARD.get("search_combat") is False
