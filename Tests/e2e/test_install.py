"""`make install PREFIX=…` lays the game out like a GNOME application, and the installed game runs
from any folder, as a GNOME app is installed.

The install is a release build with the Swift runtime linked in, as a user gets it. A cold release
build takes about 95 s on a quiet machine, and several minutes beside other tests, so `make test`
starts it in the background before the end-to-end tests (`make install-build`), and this test's
install waits for it. E2E_INSTALL_CONFIG=debug installs the debug build `make build` made
instead, which takes seconds (see mk/install.mk)."""
import configparser
import os
import subprocess
import xml.etree.ElementTree as ElementTree

import pytest

from harness import App
from game import REPO

APP_ID = "io.github.shapeshuffle.ShapeShuffle"
CONFIG = os.environ.get("E2E_INSTALL_CONFIG", "release")


def make(*arguments):
    result = subprocess.run(["make", "--no-print-directory", "-C", REPO, *arguments,
                             f"INSTALL_CONFIG={CONFIG}"],
                            capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, f"make {' '.join(arguments)} failed:\n{result.stdout}\n{result.stderr}"
    return result


def files_under(root):
    return sorted(os.path.relpath(os.path.join(folder, name), root)
                  for folder, _, names in os.walk(root) for name in names)


def desktop_entry(path):
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive: Name, Name[vi]
    entry.read(path, encoding="utf-8")
    return entry["Desktop Entry"]


@pytest.fixture(scope="module")
def prefix(tmp_path_factory):
    """A prefix the game was installed into, as a user would: `make install PREFIX=…`."""
    root = tmp_path_factory.mktemp("prefix")
    make("install", f"PREFIX={root}")
    return root


def test_installed_program_reports_its_version_from_any_folder(prefix):
    result = subprocess.run([str(prefix / "bin" / "shape-shuffle"), "--version"], cwd="/",
                            capture_output=True, text=True, timeout=30)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "shape-shuffle 1.0.0"


@pytest.mark.skipif(CONFIG != "release", reason="only the release install carries its Swift runtime")
def test_installed_program_needs_no_swift_toolchain_at_run_time(prefix):
    libraries = subprocess.run(["ldd", str(prefix / "bin" / "shape-shuffle")],
                               capture_output=True, text=True, check=True).stdout
    from_toolchain = [line.strip() for line in libraries.splitlines() if "swift" in line.lower()]
    assert not from_toolchain, "the installed program loads Swift libraries:\n" + "\n".join(from_toolchain)


@pytest.mark.skipif(CONFIG != "release", reason="only the release install is stripped")
def test_installed_program_is_stripped_and_carries_no_icu_data(prefix):
    """What a user downloads is the game: no symbol or debug tables, and none of ICU's tens of
    megabytes of locale data, which full Foundation would link in (the game needs only
    FoundationEssentials)."""
    binary = prefix / "bin" / "shape-shuffle"
    sections = subprocess.run(["readelf", "-S", "-W", str(binary)], capture_output=True, text=True,
                              check=True).stdout
    kept = [name for name in (".symtab", ".debug_info", ".debug_line") if f" {name} " in sections]
    assert not kept, f"the installed program still has {kept}"
    assert b"icudt" not in binary.read_bytes(), "the installed program carries ICU's data tables"


def test_launcher_listing_and_icon_are_where_the_desktop_looks_and_agree(prefix):
    share = prefix / "share"
    desktop = share / "applications" / f"{APP_ID}.desktop"
    metainfo = share / "metainfo" / f"{APP_ID}.metainfo.xml"
    entry = desktop_entry(desktop)
    assert (prefix / "bin" / entry["Exec"].split()[0]).is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{entry['Icon']}.svg").is_file()
    assert (share / "icons" / "hicolor" / "symbolic" / "apps" / f"{entry['Icon']}-symbolic.svg").is_file()

    component = ElementTree.parse(metainfo).getroot()
    assert component.findtext("id") == APP_ID
    assert component.findtext("launchable") == desktop.name
    assert component.findtext("provides/binary") == entry["Exec"].split()[0]
    assert component.findtext("name") == entry["Name"] == "Shape Shuffle"
    assert [release.get("version") for release in component.iter("release")][0] == "1.0.0"
    for screenshot in component.iter("image"):
        shipped = os.path.join(REPO, screenshot.text.split("/main/", 1)[1])
        assert os.path.isfile(shipped), f"the listing shows {screenshot.text}, which is not in the repository"


def test_launcher_entry_and_listing_pass_the_validators(prefix):
    desktop = prefix / "share" / "applications" / f"{APP_ID}.desktop"
    checked = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
    problems = [line for line in (checked.stdout + checked.stderr).splitlines()
                if "error:" in line or "warning:" in line]
    assert checked.returncode == 0 and not problems, checked.stdout + checked.stderr

    metainfo = prefix / "share" / "metainfo" / f"{APP_ID}.metainfo.xml"
    checked = subprocess.run(["appstreamcli", "validate", "--strict", "--no-net", str(metainfo)],
                             capture_output=True, text=True)
    # --strict fails on anything but pedantic notes, as Debian and Flathub check a listing.
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_installed_game_starts_from_the_root_folder_and_shows_its_levels(prefix):
    with App([prefix / "bin" / "shape-shuffle", "--lang", "en"], name="shape-shuffle", cwd="/") as app:
        try:
            app.wait_for_app(timeout=15)
            app.find_one(role="push button", name="Level 1", timeout=10)
        except AssertionError as failure:
            raise AssertionError(f"{failure}\n--- the program said ---\n{app.stderr_text()}") from None
        # A missing style sheet or data file shows up as a GTK warning, not as a failed start.
        assert not app.criticals() and not app.warnings(), app.stderr_text()


def test_the_natural_voice_and_its_credits_are_installed_with_the_game(prefix):
    shipped = os.path.join(REPO, "voices")
    installed = prefix / "share" / "shape-shuffle" / "voices"
    for language in ["en", "ja", "ko", "zh"]:
        clips = sorted(name for name in os.listdir(os.path.join(shipped, language)) if name.endswith(".ogg"))
        assert clips and sorted(os.listdir(installed / language)) == clips, f"{language}'s clips were not all installed"
    assert (installed / "CREDITS.md").read_text() == open(os.path.join(shipped, "CREDITS.md")).read()


def test_staged_install_stays_inside_destdir_and_uninstall_takes_it_all_back(tmp_path):
    stage = tmp_path / "stage"
    make("install", f"DESTDIR={stage}", "PREFIX=/usr")
    packaging = [
        "usr/bin/shape-shuffle",
        f"usr/share/applications/{APP_ID}.desktop",
        f"usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
        f"usr/share/icons/hicolor/symbolic/apps/{APP_ID}-symbolic.svg",
        f"usr/share/metainfo/{APP_ID}.metainfo.xml",
    ]
    levels = [f"usr/share/shape-shuffle/data/{path}" for path in files_under(os.path.join(REPO, "data"))]
    # The program reads the rest of Resources/; the desktop's files there are installed above.
    read_by_program = [f"usr/share/shape-shuffle/Resources/{path}"
                       for path in files_under(os.path.join(REPO, "Resources"))
                       if not path.startswith(("screenshots/", "icons/", APP_ID))]
    # Each language's manifest is for the tests that hold the clips to it; the game never reads it.
    voices = [f"usr/share/shape-shuffle/voices/{path}" for path in files_under(os.path.join(REPO, "voices"))
              if not path.endswith("/manifest.json")]
    # No icon cache either: a package builds that on the machine it is installed on.
    assert files_under(stage) == sorted(packaging + levels + read_by_program + voices)

    make("uninstall", f"DESTDIR={stage}", "PREFIX=/usr")
    assert files_under(stage) == []
