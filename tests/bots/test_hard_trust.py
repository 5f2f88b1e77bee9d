"""Hard overrides Normal's move only on evidence (a policy's ``HARD["trust_z"]``, 三国智): the paired rounds must
show the other move better by the margin and by ``trust_z`` standard errors."""

from desktop.bots.hard import MIN_TRUST, _beats
from desktop.games.sanguozhi.policy import HARD


def test_a_steady_lead_overrides():
    assert _beats([0.7, 0.8, 0.75, 0.7], [0.6, 0.7, 0.6, 0.62], 0.05, 2.0)


def test_a_lead_made_of_one_lucky_round_does_not():
    # mean lead 0.1 > margin, but one round carries it
    assert not _beats([0.9, 0.5, 0.5, 0.5], [0.5, 0.5, 0.5, 0.5], 0.05, 2.0)


def test_too_few_rounds_or_a_lead_below_the_margin_do_not():
    assert not _beats([0.9] * (MIN_TRUST - 1), [0.1] * (MIN_TRUST - 1), 0.05, 2.0)
    assert not _beats([0.52, 0.53, 0.52, 0.53], [0.5, 0.5, 0.5, 0.5], 0.05, 2.0)


def test_sanguozhi_hard_asks_for_evidence():
    assert HARD.get("trust_z") == 2.0
