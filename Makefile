# The C validator for C users: libsignalcheck.a, libsignalcheck.so.$(VERSION) (soname
# libsignalcheck.so.$(MAJOR)), the header, signalcheck.pc and signal-check. Needs a C11
# compiler, pkg-config and json-c (Debian: apt-get install libjson-c-dev pkg-config).
# See docs/c-library.md.
#
#   make                                  library, signal-check and signalcheck.pc in build/c/
#   make check                            the C test program over Vectors/
#   make install DESTDIR=... PREFIX=...   PREFIX defaults to /usr/local

# The release, from the generated header (livesig-generate writes it from the Swift release).
VERSION_HEADER := Sources/CSignalCheck/include/signal_check_version.h
MAJOR := $(shell sed -n 's/^\#define SC_VERSION_MAJOR *//p' $(VERSION_HEADER))
MINOR := $(shell sed -n 's/^\#define SC_VERSION_MINOR *//p' $(VERSION_HEADER))
PATCH := $(shell sed -n 's/^\#define SC_VERSION_PATCH *//p' $(VERSION_HEADER))
VERSION := $(MAJOR).$(MINOR).$(PATCH)

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig

CC ?= cc
AR ?= ar
OBJCOPY ?= objcopy
PKG_CONFIG ?= pkg-config
INSTALL ?= install
CFLAGS ?= -O2 -g
JSONC_CFLAGS := $(shell $(PKG_CONFIG) --cflags json-c)
JSONC_LIBS := $(shell $(PKG_CONFIG) --libs json-c)
ifeq ($(JSONC_LIBS),)
$(error json-c was not found by $(PKG_CONFIG); install libjson-c-dev (Debian) or json-c-devel)
endif

OUT := build/c
SOURCES := $(sort $(wildcard Sources/CSignalCheck/*.c))
OBJECTS := $(SOURCES:Sources/CSignalCheck/%.c=$(OUT)/obj/%.o)
HEADER := Sources/CSignalCheck/include/signal_check.h
HEADERS := $(HEADER) $(VERSION_HEADER)
STATIC := $(OUT)/libsignalcheck.a
SONAME := libsignalcheck.so.$(MAJOR)
SHARED := $(OUT)/libsignalcheck.so.$(VERSION)
TOOL := $(OUT)/signal-check
TEST := $(OUT)/signal-check-test
PC := $(OUT)/signalcheck.pc

# Only the header's functions leave the shared library (Sources/CSignalCheck/packaging/libsignalcheck.map).
LIB_CFLAGS := -std=c11 -fPIC -ISources/CSignalCheck/include -ISources/CSignalCheck $(JSONC_CFLAGS)

.PHONY: all check check-allocation install uninstall clean
all: $(STATIC) $(SHARED) $(TOOL) $(PC)

$(OUT)/obj/%.o: Sources/CSignalCheck/%.c $(wildcard Sources/CSignalCheck/*.h) $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(LIB_CFLAGS) $(CFLAGS) -c $< -o $@

# The archive holds one object in which only the API is global, as the shared library exports
# only it: linked statically, the internal sc_* functions cannot clash with a program's own.
# The API's names are read from the linker version script, where they are listed once.
$(OUT)/signalcheck.o: $(OBJECTS) Sources/CSignalCheck/packaging/libsignalcheck.map
	$(CC) -r -nostdlib -o $@.all $(OBJECTS)
	sed -n 's/^ *\(sc_[a-z_]*\);$$/\1/p' Sources/CSignalCheck/packaging/libsignalcheck.map >$@.api
	$(OBJCOPY) --keep-global-symbols=$@.api $@.all $@
	rm -f $@.all $@.api

$(STATIC): $(OUT)/signalcheck.o
	rm -f $@
	$(AR) rcs $@ $^

$(SHARED): $(OBJECTS) Sources/CSignalCheck/packaging/libsignalcheck.map
	$(CC) -shared -Wl,-soname,$(SONAME) -Wl,--version-script,Sources/CSignalCheck/packaging/libsignalcheck.map $(LDFLAGS) -o $@ $(OBJECTS) \
		$(JSONC_LIBS) -lm
	ln -sf libsignalcheck.so.$(VERSION) $(OUT)/$(SONAME)
	ln -sf $(SONAME) $(OUT)/libsignalcheck.so

# The command links the static library, so it runs from build/c without an installed library.
TOOL_SOURCES := $(sort $(wildcard Sources/signal-check/*.c))
$(TOOL): $(TOOL_SOURCES) $(wildcard Sources/signal-check/*.h) $(HEADERS) $(STATIC)
	$(CC) $(CPPFLAGS) -std=c11 -ISources/CSignalCheck/include $(CFLAGS) $(LDFLAGS) -o $@ $(TOOL_SOURCES) $(STATIC) \
		$(JSONC_LIBS) -lm

# The .pc names the directories of the make that writes it; install writes its own, so that
# `make` then `make install PREFIX=...` installs one naming PREFIX, not the default.
PC_SED = sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@LIBDIR@|$(LIBDIR)|g' -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|g' \
	-e 's|@VERSION@|$(VERSION)|g' Sources/CSignalCheck/packaging/signalcheck.pc.in
$(PC): Sources/CSignalCheck/packaging/signalcheck.pc.in Makefile
	@mkdir -p $(@D)
	$(PC_SED) >$@

# The test program links the shared library, as a C user would.
$(TEST): Tests/C/signal_check_test.c Tests/C/test_files.h $(HEADER) $(SHARED)
	$(CC) $(CPPFLAGS) -std=c11 -ISources/CSignalCheck/include $(JSONC_CFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $< \
		-L$(OUT) -lsignalcheck $(JSONC_LIBS)

check: $(TEST)
	LD_LIBRARY_PATH=$(OUT)$${LD_LIBRARY_PATH:+:$$LD_LIBRARY_PATH} $(TEST) Vectors

# Every vector again with each allocation failing in turn (glibc only: it replaces malloc).
ALLOCATION_TEST := $(OUT)/signal-check-allocation-test
$(ALLOCATION_TEST): Tests/C/allocation_failure_test.c Tests/C/test_files.h $(HEADER) $(SHARED)
	$(CC) $(CPPFLAGS) -std=c11 -ISources/CSignalCheck/include $(CFLAGS) $(LDFLAGS) -o $@ $< -L$(OUT) -lsignalcheck \
		$(JSONC_LIBS)

check-allocation: $(ALLOCATION_TEST)
	LD_LIBRARY_PATH=$(OUT)$${LD_LIBRARY_PATH:+:$$LD_LIBRARY_PATH} $(ALLOCATION_TEST) Vectors

install: all
	$(INSTALL) -d $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(BINDIR) $(DESTDIR)$(PKGCONFIGDIR)
	$(INSTALL) -m 644 $(STATIC) $(DESTDIR)$(LIBDIR)/
	$(INSTALL) -m 755 $(SHARED) $(DESTDIR)$(LIBDIR)/
	ln -sf libsignalcheck.so.$(VERSION) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libsignalcheck.so
	$(INSTALL) -m 644 $(HEADERS) $(DESTDIR)$(INCLUDEDIR)/
	$(PC_SED) >$(DESTDIR)$(PKGCONFIGDIR)/signalcheck.pc
	chmod 644 $(DESTDIR)$(PKGCONFIGDIR)/signalcheck.pc
	$(INSTALL) -m 755 $(TOOL) $(DESTDIR)$(BINDIR)/

uninstall:
	rm -f $(DESTDIR)$(LIBDIR)/libsignalcheck.a $(DESTDIR)$(LIBDIR)/libsignalcheck.so.$(VERSION) \
		$(DESTDIR)$(LIBDIR)/$(SONAME) $(DESTDIR)$(LIBDIR)/libsignalcheck.so \
		$(DESTDIR)$(INCLUDEDIR)/signal_check.h $(DESTDIR)$(INCLUDEDIR)/signal_check_version.h \
		$(DESTDIR)$(PKGCONFIGDIR)/signalcheck.pc $(DESTDIR)$(BINDIR)/signal-check

clean:
	rm -rf $(OUT)
