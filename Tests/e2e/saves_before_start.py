"""What a test puts in the game's folders before it starts: the child's settings, the computer's
settings (device.json), the roster of children and a child's progress, each written as the game
writes it. Every test has XDG folders of its own (conftest's `fresh_saves`), and `Saves()` writes
there; `Saves(root)` makes a second set of folders under root, for a test that starts two games
that must not share their saves. The one place the tests write saves: conftest's `saved` fixture,
game.write_settings, grown_up.write_device and profiles.write_roster all come here."""
import json
import os


class Saves:
    def __init__(self, root=None):
        if root is None:
            self.config_home, self.data_home = os.environ["XDG_CONFIG_HOME"], os.environ["XDG_DATA_HOME"]
        else:
            self.config_home, self.data_home = os.path.join(root, "config"), os.path.join(root, "data")
        self.config = os.path.join(self.config_home, "shape-shuffle")
        self.data = os.path.join(self.data_home, "shape-shuffle")

    @property
    def env(self):
        """The game's environment for these folders."""
        return {"XDG_CONFIG_HOME": self.config_home, "XDG_DATA_HOME": self.data_home}

    @staticmethod
    def _write(path, document):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as file:
            json.dump(document, file)
        return path

    def settings(self, **values):
        """The child's settings.json (the only child's, when there is no roster)."""
        return self._write(os.path.join(self.config, "settings.json"), values)

    def device(self, **values):
        """The computer's own settings: the lock, kiosk mode, the window's placement."""
        return self._write(os.path.join(self.config, "device.json"), values)

    def progress(self, levels, child=None):
        """progress.json, the only child's or the roster's `child` (an id): `levels` maps a
        level's number to its entry."""
        folder = self.data if child is None else os.path.join(self.data, "profiles", child)
        return self._write(os.path.join(folder, "progress.json"),
                           {"version": 2, "levels": {str(number): entry for number, entry in levels.items()}})

    def roster(self, *children, settings=None, each=None):
        """children: (name, picture) pairs, given ids p1, p2, … in order; each child's settings.json
        gets `settings` (reduced motion by default, as the other tests use), and `each[id]` on top."""
        profiles = [{"id": f"p{index + 1}", "name": name, "picture": picture}
                    for index, (name, picture) in enumerate(children)]
        self._write(os.path.join(self.data, "profiles.json"),
                    {"version": 1, "nextNumber": len(children) + 1, "profiles": profiles})
        for profile in profiles:
            self._write(os.path.join(self.config, "profiles", profile["id"], "settings.json"),
                        {"reducedMotion": True, **(settings or {}), **((each or {}).get(profile["id"], {}))})
        return profiles
