"""What the shell keeps with a game beyond its rules (``extra_meta``, e.g. "no hints") goes into the save and
comes back when it is opened; a new game starts without it."""

from desktop.controller import GameController, SeatConfig


def test_extra_meta_is_saved_and_opened_again(qapp, tmp_path):
    ctl = GameController(autosave=False)
    seats = [SeatConfig("Ann"), SeatConfig("Bo", "bot"), SeatConfig("Cy", "bot"), SeatConfig("Di", "bot")]
    ctl.new_game("jupai", seats, {}, 3, extra={"hints": False})
    assert ctl.meta()["extra"] == {"hints": False}
    path = tmp_path / "g.json"
    assert ctl.save(path)
    ctl.new_game("jupai", seats, {}, 4)
    assert ctl.extra_meta == {} and "extra" not in ctl.meta()
    ctl.open(path)
    assert ctl.extra_meta == {"hints": False}
    ctl.start_from_state(ctl.state.clone(), seats)
    assert ctl.extra_meta == {}
    ctl.shutdown()


def test_a_save_without_extra_opens_with_none(qapp, tmp_path):
    ctl = GameController(autosave=False)
    ctl.open("tests/fixtures/golden/jupai_basic_4p_s1.json")
    assert ctl.extra_meta == {}
    ctl.shutdown()


def test_a_gate_stops_a_move_before_the_rules_see_it(qapp):
    ctl = GameController(autosave=False)
    ctl.auto_bots = False
    ctl.new_game("jupai", [SeatConfig("Ann")] + [SeatConfig(f"b{k}", "bot") for k in range(3)], {}, 5)
    seat = ctl.to_act()
    move = ctl.legal(seat)[0]
    seen = []
    ctl.gate = lambda a: seen.append(a) or False
    before = ctl.state.hash()
    assert not ctl.submit(move) and seen == [move] and ctl.state.hash() == before and ctl.match.actions == []
    ctl.gate = lambda a: True
    assert ctl.submit(move) and len(ctl.match.actions) == 1
    ctl.shutdown()
