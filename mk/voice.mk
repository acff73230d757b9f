# `make voice-check`: how much of each spoken line a listener understands (bench/voice_check.py).
# 60 lines a language, the same every run, are said by espeak-ng as the game's voice (and played
# from the natural voice's clips, voices/LANG/CLIP.ogg, where it has them), written down by an
# offline Whisper with the language forced, and scored against the line. Prints a table per language; keeps
# .build/voice-check/report.md (which `make bench` adds to its report) and results.json. Then
# level 9's task is recorded from the real sound chain in every language (bench/record_level9.py,
# in a private desktop and sound server) and the listener says whether it heard the task's number,
# size, colour and shape (bench/voice_level9.py), a table added to the report. The listener's
# tools come from PyPI into .build/voice-venv (scripts/voice-tools.sh), once.
# Not part of `make test`: it measures, it does not pass or fail.
#   make voice-check VOICE_LINES=60 VOICE_LANGS=en,vi,ja,ko,zh

VOICE_OUT    := .build/voice-check
VOICE_VENV   := .build/voice-venv
VOICE_LINES  ?= 60
VOICE_LANGS  ?= en,vi,ja,ko,zh
VOICE_CLIPS  ?= voices

voice-check:
	@scripts/install-deps.sh scripts/deps-run.txt scripts/deps-test.txt scripts/deps-voice.txt
	$(SWIFT) build
	@VOICE_VENV=$(VOICE_VENV) scripts/voice-tools.sh
	@mkdir -p $(VOICE_OUT)
	.build/debug/spoken-lines data/levels.json > $(VOICE_OUT)/lines.jsonl
	$(VOICE_VENV)/bin/python bench/voice_check.py --lines $(VOICE_OUT)/lines.jsonl \
	    --voices $(VOICE_CLIPS) --model $(VOICE_VENV)/whisper-base --out $(VOICE_OUT) \
	    --count $(VOICE_LINES) --langs $(VOICE_LANGS)
	@# Each card face's clip ("Red.", "Two dots.") heard alone, as `make test` hears it
	@# (Tests/voices/heard.py); here it measures, and a miss does not stop the report.
	.build/debug/spoken-lines --faces data/levels.json > $(VOICE_OUT)/faces.jsonl
	-$(VOICE_VENV)/bin/python Tests/voices/heard.py --faces $(VOICE_OUT)/faces.jsonl --voices $(VOICE_CLIPS) \
	    --model $(VOICE_VENV)/whisper-base --cache $(VOICE_OUT)/heard.json | tee $(VOICE_OUT)/heard.txt
	@# Level 9's task from the real sound chain, natural voice and espeak-ng, in every language.
	Tests/e2e/harness/session.sh $(E2E_PYTHON) bench/record_level9.py $(VOICE_OUT)/level9
	$(VOICE_VENV)/bin/python bench/voice_level9.py --recordings $(VOICE_OUT)/level9 \
	    --model $(VOICE_VENV)/whisper-base --out $(VOICE_OUT)

# `make voices`: renders the natural voice's clips, voices/<lang>/<clip>.ogg, one for each phrase
# of every line the game says (`spoken-lines --phrases`), with the models of
# scripts/voices/render.py, in the pinned venv. Clips already there are named after what they
# say and are kept (Piper's language is made whole each time, see render.py, unless VOICES_KEEP=1
# keeps its clips too); VOICES_FORCE=1 renders every clip again. Clips no line needs any more are
# removed. Each model draws its random numbers from a fixed seed, so the same pins give the same files
# on one machine (the int8 arithmetic Kokoro runs in may differ from one processor to another).
#   make voices [VOICES_LANGS=en,ja,ko,zh] [VOICES_FORCE=1 | VOICES_KEEP=1]
VOICES_LANGS ?= en,ja,ko,zh

voices:
	@scripts/install-deps.sh scripts/deps-voice.txt
	$(SWIFT) build --product spoken-lines
	@VOICE_VENV=$(VOICE_VENV) scripts/voice-tools.sh
	@mkdir -p $(VOICE_OUT)
	.build/debug/spoken-lines --phrases data/levels.json > $(VOICE_OUT)/phrases.jsonl
	KOKORO_JA_CACHE=$(abspath $(VOICE_VENV))/kokoro-cache HF_HUB_OFFLINE=1 \
	    $(VOICE_VENV)/bin/python scripts/voices/render.py --phrases $(VOICE_OUT)/phrases.jsonl --out voices \
	    --langs $(VOICES_LANGS) $(if $(VOICES_FORCE),--force) $(if $(VOICES_KEEP),--keep)

# `make voice-takes`: the listener hears every card face's clip, and the phrases holding one of
# VOICE_TAKES_SAYS (pieces of their spoken form); a clip it mishears is made again take by take
# (scripts/voices/retake.py) and the take heard best is kept, its number recorded in
# scripts/voices/takes.json for `make voices`.
#   make voice-takes [VOICES_LANGS=en,ja,ko,zh] [VOICE_TAKES_SAYS="pinned|another"]
VOICE_TAKES_SAYS ?=
voice-takes:
	@scripts/install-deps.sh scripts/deps-voice.txt
	$(SWIFT) build --product spoken-lines
	@VOICE_VENV=$(VOICE_VENV) scripts/voice-tools.sh
	@mkdir -p $(VOICE_OUT)
	.build/debug/spoken-lines --phrases data/levels.json > $(VOICE_OUT)/phrases.jsonl
	.build/debug/spoken-lines --faces data/levels.json > $(VOICE_OUT)/faces.jsonl
	.build/debug/spoken-lines data/levels.json > $(VOICE_OUT)/lines.jsonl
	KOKORO_JA_CACHE=$(abspath $(VOICE_VENV))/kokoro-cache HF_HUB_OFFLINE=1 \
	    $(VOICE_VENV)/bin/python scripts/voices/retake.py --phrases $(VOICE_OUT)/phrases.jsonl \
	    --faces $(VOICE_OUT)/faces.jsonl --lines $(VOICE_OUT)/lines.jsonl --voices voices --model $(VOICE_VENV)/whisper-base \
	    --cache $(VOICE_OUT)/heard.json --langs $(VOICES_LANGS) \
	    --says '$(VOICE_TAKES_SAYS)'
