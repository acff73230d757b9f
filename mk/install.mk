# `make install PREFIX=… [DESTDIR=…]` lays Shape Shuffle out the way a GNOME application is laid out:
#   bin/shape-shuffle                                      the program
#   share/shape-shuffle/{data,Resources}/…                 what it reads; DataLocator finds it from bin/
#   share/applications/$(APP_ID).desktop                   the launcher entry
#   share/metainfo/$(APP_ID).metainfo.xml                  the software-centre listing
#   share/icons/hicolor/{scalable,symbolic}/apps/…         the icons
# `make uninstall` with the same PREFIX and DESTDIR removes exactly that.
#
# INSTALL_CONFIG=release (the default) links the Swift runtime and FoundationEssentials statically,
# so the installed program needs only the system's GTK and C++ libraries, and installs it stripped
# (the symbol and debug tables are over half of the file). It builds in a folder of its own
# (.build/install), so it never rebuilds the debug build `make build` made, nor the other way
# round. INSTALL_CONFIG=debug installs the very build `make build` made, unstripped: quick, but it
# loads the Swift runtime from the toolchain it was built with (/opt/swift), so it only runs where
# that toolchain is.

APP_ID         := io.github.shapeshuffle.ShapeShuffle
INSTALL_CONFIG ?= release
DESTDIR        ?=

ifeq ($(INSTALL_CONFIG),release)
INSTALL_BUILD_FLAGS := -c release -Xswiftc -static-stdlib --scratch-path .build/install
INSTALL_STRIP      := -s
else ifeq ($(INSTALL_CONFIG),debug)
INSTALL_BUILD_FLAGS :=
INSTALL_STRIP      :=
else
$(error INSTALL_CONFIG must be release or debug, not '$(INSTALL_CONFIG)')
endif

INSTALL_ROOT := $(DESTDIR)$(PREFIX)
APP_DATA_DIR := $(INSTALL_ROOT)/share/shape-shuffle
ICON_DIR     := $(INSTALL_ROOT)/share/icons/hicolor

# Everything the program reads at run time. The launcher entry, listing, icons and screenshots are
# for the desktop and the software centre, which find them in share/, so they stay out of here.
APP_DATA_FILES := $(shell find data Resources -type f ! -path 'Resources/screenshots/*' \
    ! -path 'Resources/icons/*' ! -name '*.desktop' ! -name '*.metainfo.xml' | LC_ALL=C sort)

# The natural voice's clips and their credits: a few thousand small files, copied in one go.
VOICE_FILES := $(shell find voices -type f \( -name '*.ogg' -o -name 'CREDITS.md' \) 2>/dev/null | LC_ALL=C sort)

INSTALLED_DESKTOP  := $(INSTALL_ROOT)/share/applications/$(APP_ID).desktop
INSTALLED_METAINFO := $(INSTALL_ROOT)/share/metainfo/$(APP_ID).metainfo.xml
INSTALLED_ICON     := $(ICON_DIR)/scalable/apps/$(APP_ID).svg
INSTALLED_SYMBOLIC := $(ICON_DIR)/symbolic/apps/$(APP_ID)-symbolic.svg

.PHONY: install install-build uninstall

# Two builds in one scratch folder at once break each other (`make deb` and `make install` in two
# test sessions, say), so each waits for the other.
INSTALL_LOCK := .build/install.lock

# The program `make install` lays out, built and nothing more. `make test` starts it early, in the
# background, so the install and package tests find it made.
install-build:
	@mkdir -p .build
	flock $(INSTALL_LOCK) $(SWIFT) build $(INSTALL_BUILD_FLAGS) --product shape-shuffle

install: deps-run install-build
	install -Dm755 $(INSTALL_STRIP) "$$($(SWIFT) build $(INSTALL_BUILD_FLAGS) --show-bin-path)/shape-shuffle" \
	    "$(INSTALL_ROOT)/bin/shape-shuffle"
	@# A fresh copy, so a file dropped from data/ or Resources/ does not linger from an older install.
	rm -rf "$(APP_DATA_DIR)"
	@set -e; for file in $(APP_DATA_FILES); do \
	    install -Dm644 "$$file" "$(APP_DATA_DIR)/$$file"; \
	done; echo "installed $(words $(APP_DATA_FILES)) data files in $(APP_DATA_DIR)"
	@# Through xargs: the clips' names together are longer than one shell command may be.
	@find voices -type f \( -name '*.ogg' -o -name 'CREDITS.md' \) -print0 | LC_ALL=C sort -z \
	    | xargs -0 cp --parents --no-preserve=mode,ownership -t "$(APP_DATA_DIR)" && \
	    echo "installed $(words $(VOICE_FILES)) voice files in $(APP_DATA_DIR)/voices"
	install -Dm644 Resources/$(APP_ID).desktop "$(INSTALLED_DESKTOP)"
	install -Dm644 Resources/$(APP_ID).metainfo.xml "$(INSTALLED_METAINFO)"
	install -Dm644 Resources/icons/hicolor/scalable/apps/$(APP_ID).svg "$(INSTALLED_ICON)"
	install -Dm644 Resources/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg "$(INSTALLED_SYMBOLIC)"
	@$(MAKE) --no-print-directory refresh-desktop-caches

uninstall:
	rm -f "$(INSTALL_ROOT)/bin/shape-shuffle" "$(INSTALLED_DESKTOP)" "$(INSTALLED_METAINFO)" \
	    "$(INSTALLED_ICON)" "$(INSTALLED_SYMBOLIC)"
	rm -rf "$(APP_DATA_DIR)"
	@$(MAKE) --no-print-directory refresh-desktop-caches

# What meson's gnome.post_install does for an app like this one: refresh the icon cache of a live
# prefix, so the launcher shows the new icon at once. A staged install (DESTDIR) leaves that to the
# package's triggers. (update-desktop-database is only needed for MimeType=, which we do not have.)
.PHONY: refresh-desktop-caches
refresh-desktop-caches:
ifeq ($(DESTDIR),)
	@if command -v gtk4-update-icon-cache >/dev/null && [ -d "$(ICON_DIR)" ]; then \
	    gtk4-update-icon-cache -q -t -f "$(ICON_DIR)"; fi
endif
