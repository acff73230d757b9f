"""Playing levels with the keyboard alone, as a child who does not read the prompt would: press A
on every card in turn. A wrong card counts a mistake and turns back; a right one goes to the
board; when every slot is filled the "Well done!" dialog opens with Next level focused, and Enter
deals the next level. Input is real X key events (xdotool); state is read through AT-SPI."""
import re
import time

from harness import App, key, wait_until
from harness.tree import children, description, is_focusable, is_focused, name, role_name
from stats import memory_of

_CARD = re.compile(r"Card (\d+), ")


def _cards(app):
    found = app.find_all(role="push button", name_prefix="Card ")
    return sorted(found, key=lambda card: int(_CARD.match(name(card)).group(1)))


def _dialog(app):
    """The open "Well done!" dialog, or None."""
    for window in children(app.accessible):
        if role_name(window) == "dialog" and "Well done" in name(window):
            return window
    return None


def _focused_card(cards):
    for card in cards:
        try:
            if is_focused(card):
                return card
        except Exception:
            continue
    return None


def finish_level(app, timeout=60.0):
    """Play the level on screen to the end; return how many keys it took."""
    cards = wait_until(lambda: _cards(app), timeout=10, message="the level shows no cards")
    tried = set()
    keys = 0
    deadline = time.monotonic() + timeout
    while _dialog(app) is None:
        if time.monotonic() > deadline:
            raise RuntimeError(f"the level was not finished after {keys} keys")
        card = _focused_card(cards)
        if card is not None and is_focusable(card) and name(card) not in tried:
            tried.add(name(card))
            before = description(card)
            key("a")
            keys += 1
            # Right: the card leaves the grid (no longer focusable). Wrong: its description
            # leads with the gentle correction. Last one: the dialog opens.
            wait_until(lambda: _dialog(app) is not None or not is_focusable(card)
                       or description(card) != before, timeout=5,
                       message=f"pressing A on {name(card)!r} changed nothing")
        else:
            key("Tab")
            keys += 1
            _wait_for_tab(cards, card)
    return keys


def _wait_for_tab(cards, left):
    """Wait until a Tab has been handled: focus has left card `left`; or, from outside the cards
    (the Home button, the scrolled area), a card has focus or a moment has passed."""
    if left is not None:
        wait_until(lambda: not is_focused(left), timeout=5, interval=0.01,
                   message=f"Tab did not move focus from {name(left)!r}")
        return
    try:
        wait_until(lambda: _focused_card(cards) is not None, timeout=0.3, interval=0.02)
    except AssertionError:
        pass  # Tab moved between two elements that are not cards


def play_levels(argv, levels, cwd=None, env=None, settle=1.0):
    """Start at Home, open Level 1 with Enter, and play `levels` levels in a row through Next
    level. Returns (memory at Home after start, [memory with each level's dialog open], keys)."""
    with App(argv, name="shape-shuffle", env=env, cwd=cwd) as app:
        app.wait_for_app(timeout=30)
        app.wait_for_focus(name="Level 1")
        time.sleep(settle)
        at_start = memory_of(app.process.pid)
        after_level = []
        keys = 0
        key("Return")
        for number in range(1, levels + 1):
            app.wait_for_focus(name="Card 1, face down", timeout=10)
            keys += finish_level(app)
            next_button = app.wait_for_focus(name="Next level", timeout=10)
            dealt = description(next_button)
            if dealt != f"Level {number + 1}":
                raise RuntimeError(f"after level {number}, Next level says {dealt!r}")
            time.sleep(0.2)
            after_level.append(memory_of(app.process.pid))
            if number < levels:
                key("Return")
                wait_until(lambda: _dialog(app) is None, timeout=10,
                           message="the Well done dialog did not close")
        time.sleep(settle)
        after_level[-1] = memory_of(app.process.pid)
        return at_start, after_level, keys
