"""Small numeric helpers: medians and percentiles, and a process's memory from /proc."""
import math


def percentile(values, fraction):
    """The nearest-rank percentile (fraction 0.5 is the median, 0.99 the 99th percentile): the
    smallest sample with at least that share of the samples at or below it."""
    ordered = sorted(values)
    if not ordered:
        raise ValueError("no samples")
    rank = max(1, math.ceil(fraction * len(ordered)))
    return ordered[rank - 1]


def median(values):
    """The middle sample (the mean of the two middle ones for an even count)."""
    ordered = sorted(values)
    if not ordered:
        raise ValueError("no samples")
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def memory_of(pid):
    """{'VmRSS': KiB, 'VmHWM': KiB, ...} from /proc/PID/status (the kernel's own figures)."""
    figures = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            field, _, value = line.partition(":")
            if field.startswith("Vm") or field.startswith("Rss"):
                figures[field] = int(value.split()[0])
    return figures


def renderer_of(pid):
    """Which GSK renderer a GTK 4 process drew with, judged from the libraries it mapped:
    'GL (Mesa llvmpipe, software)', 'GL', or 'cairo'."""
    with open(f"/proc/{pid}/maps") as maps:
        mapped = maps.read()
    if "swrast_dri" in mapped or "libgallium" in mapped:
        return "GL (Mesa llvmpipe, software)" if "swrast_dri" in mapped else "GL (Mesa gallium)"
    if "libGLX" in mapped or "libEGL" in mapped:
        return "GL"
    return "cairo"
