# `make voice-check`: how much of each spoken line a listener understands (bench/voice_check.py).
# 60 lines a language, the same every run, are said by espeak-ng as the game's voice (and played
# from voices/LANG/CLIP.ogg where that clip exists), written down by an offline Whisper with the
# language forced, and scored against the line. Prints a table per language; keeps
# .build/voice-check/report.md (which `make bench` adds to its report) and results.json. The
# listener's tools come from PyPI into .build/voice-venv (scripts/voice-tools.sh), once.
# Not part of `make test`: it measures, it does not pass or fail.
#   make voice-check VOICE_LINES=60 VOICE_LANGS=en,vi,ja,ko,zh

VOICE_OUT    := .build/voice-check
VOICE_VENV   := .build/voice-venv
VOICE_LINES  ?= 60
VOICE_LANGS  ?= en,vi,ja,ko,zh
VOICE_CLIPS  ?= voices

voice-check:
	@scripts/install-deps.sh scripts/deps-voice.txt
	$(SWIFT) build --product spoken-lines
	@VOICE_VENV=$(VOICE_VENV) scripts/voice-tools.sh
	@mkdir -p $(VOICE_OUT)
	.build/debug/spoken-lines data/levels.json > $(VOICE_OUT)/lines.jsonl
	$(VOICE_VENV)/bin/python bench/voice_check.py --lines $(VOICE_OUT)/lines.jsonl \
	    --voices $(VOICE_CLIPS) --model $(VOICE_VENV)/whisper-base --out $(VOICE_OUT) \
	    --count $(VOICE_LINES) --langs $(VOICE_LANGS)
