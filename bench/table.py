"""The benchmark's one table: each figure beside its baseline, their ratio, the target, and
whether the target is met."""

MIB = 1024.0  # /proc reports KiB


class Row:
    """One line of the table. `value` and `baseline` are numbers in `unit` (None: not
    applicable); `target` is a description, and `met` True, False or None (no target)."""

    def __init__(self, figure, unit, value, baseline=None, peer=None, target="", met=None,
                 ratio=None, digits=1):
        self.figure, self.unit = figure, unit
        self.value, self.baseline, self.peer = value, baseline, peer
        self.target, self.met, self.digits = target, met, digits
        self.ratio = ratio if ratio is not None else (
            f"{value / baseline:.2f}×" if value is not None and baseline else "—")

    def cells(self):
        return [self.figure, self._number(self.value), self._number(self.baseline), self.ratio,
                self._number(self.peer), self.target or "—",
                {True: "yes", False: "**no**", None: "—"}[self.met]]

    def _number(self, number):
        if number is None:
            return "—"
        if abs(number) >= 10000:
            return f"{number:,.0f} {self.unit}".strip()
        return f"{number:.{self.digits}f} {self.unit}".strip()


HEADER = ["Figure", "Shape Shuffle", "Baseline", "Ratio", "gtk4-demo", "Target", "Met"]


def markdown(rows):
    """The rows as a Markdown table (aligned, so it also reads well in a terminal)."""
    lines = [HEADER] + [row.cells() for row in rows]
    widths = [max(len(line[i]) for line in lines) for i in range(len(HEADER))]

    def render(cells):
        return "| " + " | ".join(cell.ljust(width) for cell, width in zip(cells, widths)) + " |"

    rule = "|" + "|".join("-" * (width + 2) for width in widths) + "|"
    return "\n".join([render(HEADER), rule] + [render(cells) for cells in lines[1:]])
