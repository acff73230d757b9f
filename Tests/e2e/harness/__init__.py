"""End-to-end test harness: drive a GTK4 program with real X input and read it through AT-SPI,
as a person with a keyboard, a mouse or a screen reader would. Run tests under session.sh."""
from . import events
from .app import App
from .build import build_gtk_program
from .proc import memory_of
from .screen import Screenshot, frames, near, pixel, screenshot
from .speech import OrcaSpeech
from .pulse import PulseAudioSink
from .speechd import SpeechDispatcherStandIn, Spoken
from .speechd_real import RealSpeechDispatcher
from .tree import (AtspiError, actions, children, describe, description, do_action, dump, extents, find_all,
                   find_one, focused, is_focusable, is_focused, name, role_name, states, text,
                   top_level, top_levels, walk, dialog_of)
from .waiting import machine_scale, pause, scaled, settle, stop_process, wait_until
from .xinput import (activate, click, click_at, double_click, hand_pause, key, move_mouse, move_mouse_away,
                     mouse_location, press_and_hold, right_click, type_text)
from .xwindows import screen_center, screen_extents, screen_origin, screen_size, windows_of
