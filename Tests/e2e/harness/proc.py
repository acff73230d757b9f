"""What the kernel says about a process under test."""


def memory_of(pid):
    """{'VmRSS': KiB, 'VmHWM': KiB, ...} from /proc/PID/status (the kernel's own figures)."""
    figures = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            field, _, value = line.partition(":")
            if field.startswith("Vm") or field.startswith("Rss"):
                figures[field] = int(value.split()[0])
    return figures
