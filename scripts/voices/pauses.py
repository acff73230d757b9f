"""The silences a clip is made with: a short lead-in, and after the phrase the pause a speaker
makes at its punctuation (longer after a full stop than after a comma). A line played as its
clips one after another then pauses where its marks are and nowhere else."""

LEAD_SECONDS = 0.06
# The pause after a phrase, by the mark it ends with; a phrase that ends a line without a mark
# gets the shortest.
PAUSES = {",": 0.16, "、": 0.16, "，": 0.16, ":": 0.24, "：": 0.24, ";": 0.24, ".": 0.36, "。": 0.36,
          "!": 0.36, "！": 0.36, "?": 0.36, "？": 0.36}
END_PAUSE = 0.12
# A silence inside a phrase with no mark there: a breath between words, not a stop.
INNER_PAUSE = 0.2


def pause_after(spoken):
    return PAUSES.get(spoken.rstrip()[-1:], END_PAUSE)


def inner_pause_for(spoken):
    """The longest silence a phrase may hold: its inner marks' pause, or a breath between words."""
    marks = [PAUSES[mark] for mark in spoken.rstrip()[:-1] if mark in PAUSES]
    return max(marks, default=INNER_PAUSE)
