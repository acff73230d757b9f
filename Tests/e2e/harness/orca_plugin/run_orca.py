"""Starts Orca exactly as /usr/bin/orca does, except that it ignores other Orcas and hides from
them. /usr/bin/orca refuses to start while any process of this user is named "orca"
(`pgrep -u $UID -x orca`), even one in another X and D-Bus session, and --replace would
SIGKILL those. Tests run in private sessions, so each gets its own Orca."""
import importlib.machinery
import importlib.util
import sys

loader = importlib.machinery.SourceFileLoader("orca_command", "/usr/bin/orca")
command = importlib.util.module_from_spec(importlib.util.spec_from_loader(loader.name, loader))
loader.exec_module(command)
command.otherOrcas = lambda: []
command.setProcessName = lambda name: False
sys.exit(command.main())
