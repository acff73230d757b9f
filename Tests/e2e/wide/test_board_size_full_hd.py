"""The board's captions at 1920×1080 as well: test_board_size.py measures the third size only
on a screen that large, which is this session's (SCREEN=1920x1080)."""
from test_board_size import test_slot_captions_grow_with_the_window  # noqa: F401
