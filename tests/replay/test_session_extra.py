"""What the shell keeps with a game beyond its rules (``info``, e.g. "no hints") goes into the save and
comes back when it is opened; a new game starts without it."""

from desktop.controller import GameController, SeatConfig


def test_the_no_hints_agreement_is_saved_and_opened_again(qapp, tmp_path):
    ctl = GameController(autosave=False)
    seats = [SeatConfig("Ann"), SeatConfig("Bo", "bot"), SeatConfig("Cy", "bot"), SeatConfig("Di", "bot")]
    ctl.new_game("jupai", seats, {}, 3, info={"hints": False})
    assert ctl.meta()["info"]["hints"] is False
    path = tmp_path / "g.json"
    assert ctl.save(path)
    ctl.new_game("jupai", seats, {}, 4)
    assert "hints" not in ctl.info and "hints" not in ctl.meta()["info"]
    ctl.open(path)
    assert ctl.info["hints"] is False
    ctl.start_from_state(ctl.state.clone(), seats)
    assert "hints" not in ctl.info
    ctl.shutdown()


def test_a_save_without_info_opens_with_hints_allowed(qapp, tmp_path):
    ctl = GameController(autosave=False)
    ctl.open("tests/fixtures/golden/jupai_basic_4p_s1.json")
    assert "hints" not in ctl.info
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
