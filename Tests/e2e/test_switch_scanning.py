"""A player who can press only one switch: focus moves by itself, Space selects,
and on a card Space opens its choices (flip, add, pin, back), which the scan steps through."""

from harness import key, wait_until
from game import argv, belongs_to, card_number, prompt_text, write_settings

INTERVAL = 1.0


def focused(app):
    current = app.focused()
    return (current.name, current.description) if current is not None else ("", "")


def wait_for_focus_where(app, test, message, timeout=20):
    return wait_until(lambda: (f := focused(app)) and test(*f) and f, timeout=timeout, interval=0.03, message=message)


def test_a_single_switch_finishes_level_one_pressing_only_space(launch):
    write_settings(scanningEnabled=True, scanningInterval=INTERVAL)
    app = launch(argv())
    app.wait_for_focus(name="Level 1")
    key("space")
    app.wait_for_focus(name_prefix="Card 1,")
    prompt = prompt_text(app)
    seen = {}       # card number -> its face, once the switch has flipped it
    moves = 0
    while not app.find_all(role="dialog", name_contains="Well done"):
        assert moves < 40, f"the level was not finished after {moves} choices; seen {seen}"
        name, _ = wait_for_focus_where(
            app, lambda n, d: n.startswith("Card ") and "on the board" not in n
            and (card_number(n) not in seen or belongs_to(seen[card_number(n)], prompt)),
            "the scan never reached a card worth choosing")
        number = card_number(name)
        wanted = "Add to board" if number in seen else "Flip"
        key("space")                                   # open the card's choices
        wait_for_focus_where(app, lambda n, d: d.startswith(wanted), f"the scan never offered {wanted} on card {number}",
                             timeout=6 * INTERVAL)
        key("space")                                   # take that choice
        moves += 1
        if wanted == "Flip":
            face = wait_until(lambda: (n := focused(app)[0]) and "face down" not in n and n, timeout=3,
                              message=f"card {number} did not turn over")
            seen[number] = face
    dialog_names = set()
    for _ in range(3):
        name, _ = wait_for_focus_where(app, lambda n, d: n in ("Next level", "Home") and n not in dialog_names,
                                       "the scan did not move inside the Well done dialog", timeout=3 * INTERVAL)
        dialog_names.add(name)
        if dialog_names == {"Next level", "Home"}:
            break
    assert dialog_names == {"Next level", "Home"}, "scanning left the dialog or stopped in it"
    wait_for_focus_where(app, lambda n, d: n == "Next level", "the scan never came back to Next level")
    key("space")
    app.wait_for_focus(name_prefix="Card 1,", timeout=5)
