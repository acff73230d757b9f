"""`make deb` gives a package a parent or a school installs with `apt-get install ./….deb`: it
holds the game, its voice, a man page and every licence; Debian's validators find no fault; the
installed game runs with no Swift toolchain anywhere; and removing the package takes back every file.
The Flatpak manifest beside it names the app, runtime and files that really exist.

The release build is shared with test_install.py: whichever comes second waits on mk/install.mk's
lock and finds it built."""
import gzip
import os
import re
import subprocess
import xml.etree.ElementTree as ElementTree

import pytest
import yaml

from harness import App
from game import REPO

APP_ID = "io.github.shapeshuffle.ShapeShuffle"
PACKAGE = "shape-shuffle"
PROGRAM = "/usr/games/shape-shuffle"
# A user's PATH on Debian: no /opt/swift, and no loader path at all.
WITHOUT_SWIFT = {"PATH": "/usr/local/bin:/usr/bin:/bin:/usr/local/games:/usr/games", "LD_LIBRARY_PATH": ""}


def run(*command, **options):
    return subprocess.run(command, capture_output=True, text=True, **options)


def version():
    source = open(os.path.join(REPO, "Sources/ShapeShuffleCore/Launch/LaunchOptions.swift")).read()
    return re.search(r'static let current = "(.+)"', source).group(1)


def installed(package=PACKAGE):
    return "install ok installed" in run("dpkg-query", "-W", "-f=${Status}", package).stdout


@pytest.fixture(scope="module")
def deb():
    built = run("make", "--no-print-directory", "-C", REPO, "deb", timeout=900)
    assert built.returncode == 0, f"make deb failed:\n{built.stdout[-4000:]}\n{built.stderr[-4000:]}"
    arch = run("dpkg", "--print-architecture").stdout.strip()
    path = os.path.join(REPO, ".build", "deb", f"{PACKAGE}_{version()}_{arch}.deb")
    assert os.path.isfile(path), f"make deb said it built the package, but {path} is not there"
    return path


def contents(deb):
    lines = run("dpkg-deb", "-c", deb, check=True).stdout.splitlines()
    return {line.split()[5].removeprefix("./") for line in lines if not line.startswith("d")}


def test_package_holds_the_game_its_voice_man_page_and_every_licence(deb, tmp_path):
    files = contents(deb)
    for path in ["usr/games/shape-shuffle", "usr/share/man/man6/shape-shuffle.6.gz",
                 "usr/share/doc/shape-shuffle/copyright", "usr/share/doc/shape-shuffle/changelog.gz",
                 f"usr/share/applications/{APP_ID}.desktop", f"usr/share/metainfo/{APP_ID}.metainfo.xml",
                 f"usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
                 "usr/share/shape-shuffle/data/levels.json", "usr/share/shape-shuffle/voices/CREDITS.md"]:
        assert path in files, f"the package has no {path}"
    for language in ["en", "ja", "ko", "zh"]:
        clips = {name for name in os.listdir(os.path.join(REPO, "voices", language)) if name.endswith(".ogg")}
        packed = {os.path.basename(path) for path in files if path.startswith(f"usr/share/shape-shuffle/voices/{language}/")}
        assert clips and packed == clips, f"the package does not hold every {language} clip"

    fields = run("dpkg-deb", "-f", deb, "Version", "Section", "Depends", check=True).stdout
    assert f"Version: {version()}" in fields and "Section: games" in fields
    depends = re.search(r"^Depends: (.*)$", fields, re.M).group(1)
    needed = [name.split()[0] for name in depends.split(", ")]
    for package in ["libgtk-4-1", "libcanberra0", "libc6", "speech-dispatcher", "speech-dispatcher-espeak-ng",
                    "libcanberra-pulse"]:
        assert package in needed, f"Depends lacks {package}: {depends}"
    assert not [name for name in needed if "swift" in name], depends

    run("dpkg-deb", "-x", deb, str(tmp_path), check=True)
    copyright = (tmp_path / "usr/share/doc/shape-shuffle/copyright").read_text()
    for licence in ["License: MIT", "License: Apache-2.0", "License: CC0-1.0",
                    "Apache-2.0 with Swift Runtime Library Exception"]:
        assert licence in copyright, f"the copyright file does not give {licence}"
    for model in ["en_US-joe-medium", "Kokoro-82M", "misaki"]:
        assert model in copyright, f"the copyright file does not credit {model}"
    page = tmp_path / "usr/share/man/man6/shape-shuffle.6.gz"
    rendered = run("man", "--warnings", "-E", "UTF-8", "-l", str(page), env={**os.environ, "MANWIDTH": "80"})
    assert rendered.returncode == 0 and not rendered.stderr.strip(), rendered.stderr
    text = re.sub(r".\x08", "", rendered.stdout)
    for option in ["--level", "--lang", "--profile", "--practice", "--kiosk", "--data-dir", "--version"]:
        assert option in text, f"the man page does not describe {option}"
    assert f"Shape Shuffle {version()}" in text, "the man page names another version"
    changelog = gzip.open(tmp_path / "usr/share/doc/shape-shuffle/changelog.gz", "rt").read()
    assert changelog.startswith(f"shape-shuffle ({version()})"), changelog.splitlines()[0]


def test_lintian_finds_no_error_and_no_warning(deb):
    checked = run("lintian", "--fail-on", "error,warning", deb, timeout=300)
    print(checked.stdout)
    assert checked.returncode == 0, checked.stdout + checked.stderr


@pytest.fixture(scope="module")
def installation(deb):
    """The package installed on this machine as a grown-up would, and always purged again."""
    if os.geteuid() != 0:
        pytest.skip("installing a package needs root (CI runs as root)")
    if installed():
        pytest.skip(f"{PACKAGE} is already installed here; the test will not remove someone's game")
    try:
        result = run("apt-get", "install", "-y", "--no-install-recommends", "-o", "DPkg::Lock::Timeout=300",
                     deb, env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"}, timeout=600)
        assert result.returncode == 0, f"apt-get install failed:\n{result.stdout}\n{result.stderr}"
        yield run("dpkg-query", "-L", PACKAGE, check=True).stdout.split("\n")
    finally:
        if installed() or "config-files" in run("dpkg-query", "-W", "-f=${Status}", PACKAGE).stdout:
            purge()


def purge():
    """Removes the package and its configuration as a grown-up would, waiting, as the install
    does, while something else (an update, another install) holds the package system's lock."""
    return run("apt-get", "purge", "-y", "-o", "DPkg::Lock::Timeout=300", PACKAGE,
               env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"}, timeout=600)


def test_installed_game_needs_no_swift_and_opens_home(installation):
    result = run(PROGRAM, "--version", cwd="/", env={**os.environ, **WITHOUT_SWIFT}, timeout=30)
    assert result.returncode == 0 and result.stdout.strip() == f"shape-shuffle {version()}", result.stderr
    libraries = run("ldd", PROGRAM, env={**os.environ, **WITHOUT_SWIFT}, check=True).stdout
    assert "not found" not in libraries, libraries
    assert not [line for line in libraries.splitlines() if "swift" in line.lower()], libraries

    with App([PROGRAM, "--lang", "en"], env=WITHOUT_SWIFT, cwd="/") as app:
        try:
            app.wait_for_app(timeout=15)
            app.find_one(role="push button", name="Level 1", timeout=10)
        except AssertionError as failure:
            raise AssertionError(f"{failure}\n--- the program said ---\n{app.stderr_text()}") from None
        mapped = open(f"/proc/{app.process.pid}/maps").read()
        assert "swift" not in mapped.lower(), "the installed game loaded a Swift library"
        # Its data, style sheet and clips are found from /usr/games: a missing one is a GTK warning.
        assert not app.criticals() and not app.warnings(), app.stderr_text()


def test_removing_the_package_takes_back_every_file_it_installed(installation):
    files = [path for path in installation if path and not os.path.isdir(path)]
    assert PROGRAM in files and len(files) > 1000
    result = purge()
    assert result.returncode == 0, result.stdout + result.stderr
    left = [path for path in files if os.path.lexists(path)]
    assert not left, f"{len(left)} files stayed after the package was purged, such as {left[:5]}"
    for folder in ["/usr/share/shape-shuffle", "/usr/share/doc/shape-shuffle"]:
        assert not os.path.exists(folder), f"{folder} stayed after the package was purged"


def test_listing_and_launcher_in_the_package_pass_the_validators(deb):
    root = os.path.join(REPO, ".build", "deb", "debian", "shape-shuffle", "usr", "share")
    metainfo = os.path.join(root, "metainfo", f"{APP_ID}.metainfo.xml")
    checked = run("appstreamcli", "validate", "--strict", "--no-net", metainfo)
    print(checked.stdout)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    desktop = os.path.join(root, "applications", f"{APP_ID}.desktop")
    checked = run("desktop-file-validate", desktop)
    problems = [line for line in (checked.stdout + checked.stderr).splitlines() if "error:" in line or "warning:" in line]
    assert checked.returncode == 0 and not problems, checked.stdout + checked.stderr
    assert f"Exec={PROGRAM}" in open(desktop).read()


def test_listing_is_ready_for_a_software_centre_in_five_languages():
    component = ElementTree.parse(os.path.join(REPO, "Resources", f"{APP_ID}.metainfo.xml")).getroot()
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    english = {path: [element for element in component.findall(path) if lang not in element.attrib]
               for path in ("description/p", "description/ul/li")}
    for language in ["vi", "ja", "ko", "zh_CN"]:
        assert component.find(f"summary[@{lang}='{language}']") is not None, f"no {language} summary"
        for path, untranslated in english.items():
            translated = component.findall(f"{path}[@{lang}='{language}']")
            assert len(translated) == len(untranslated), f"the {language} description lacks some of {path}"
    assert component.find("content_rating").get("type").startswith("oars-")
    assert component.find("releases/release").get("version") == version()
    assert component.findtext("launchable") == f"{APP_ID}.desktop"
    assert len(component.findall("keywords/keyword")) >= 5
    screenshots = component.findall("screenshots/screenshot")
    assert len(screenshots) >= 3
    for screenshot in screenshots:
        captions = {caption.get(lang) for caption in screenshot.findall("caption")}
        assert captions == {None, "vi", "ja", "ko", "zh_CN"}, f"a screenshot lacks captions: {captions}"
        image = screenshot.find("image")
        shipped = os.path.join(REPO, image.text.split("/main/", 1)[1])
        size = run("identify", "-format", "%w %h", shipped, check=True).stdout.split()
        assert size == [image.get("width"), image.get("height")], f"{shipped} is {size}, the listing says otherwise"


def test_flatpak_manifest_builds_the_app_from_this_tree_on_the_gnome_runtime():
    """It cannot be built here (no runtimes): what can be checked is that Flathub's rules hold and
    that everything it names exists."""
    manifest = yaml.safe_load(open(os.path.join(REPO, f"{APP_ID}.yml")))
    assert manifest["id"] == APP_ID and manifest["command"] == "shape-shuffle"
    assert (manifest["runtime"], manifest["sdk"]) == ("org.gnome.Platform", "org.gnome.Sdk")
    assert int(manifest["runtime-version"]) >= 48
    assert manifest["sdk-extensions"] == ["org.freedesktop.Sdk.Extension.swift6"]
    assert "/usr/lib/sdk/swift6/bin" in manifest["build-options"]["append-path"]
    broad = [arg for arg in manifest["finish-args"]
             if arg.startswith("--filesystem=") and arg.split("=", 1)[1].split(":")[0] in ("host", "home")]
    assert not broad, f"the sandbox opens {broad}"
    assert "--socket=pulseaudio" in manifest["finish-args"]
    for module in manifest["modules"]:
        for source in module["sources"]:
            if source["type"] == "git":
                assert re.fullmatch(r"[0-9a-f]{40}", source.get("commit", "")), f"{module['name']} is not pinned"
            elif "path" in source:
                assert os.path.exists(os.path.join(REPO, source["path"])), f"{source['path']} does not exist"
    game = manifest["modules"][-1]
    for command in game["build-commands"]:
        for path in re.findall(r"\b(packaging/\S+)", command):
            assert os.path.isfile(os.path.join(REPO, path)), f"the manifest installs {path}, which does not exist"
    # The build is `make install` with the Debian step skipped: a dry run shows no apt-get.
    install = next(command for command in game["build-commands"] if command.startswith("make "))
    dry = run(*install.replace("${FLATPAK_DEST}", "/app").split(), "-n", cwd=REPO, timeout=60)
    assert dry.returncode == 0, dry.stderr
    assert "install-deps" not in dry.stdout and "/app/bin/shape-shuffle" in dry.stdout, dry.stdout
