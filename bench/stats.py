"""Small numeric helpers: medians and percentiles; and, from /proc, a process's memory (memory_of
is the harness's own, also read by Tests/e2e/test_leaks.py)."""
import math

from harness import memory_of  # noqa: F401  (run.py takes it from here)


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
