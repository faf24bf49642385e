/*
 * signal-check: the C validator as a command, with the output shape and exit codes of
 * `livesig validate`, so the two can be compared message by message (`livesig crosscheck`).
 *
 *   signal-check [--family F] [--format text|json] [--jsonl] PATH...
 *
 * A .jsonl or .ndjson file holds one message a line (blank lines skipped); so does any other
 * input in which one of the first few non-blank lines is a JSON object on its own; anything
 * else is one message (none when it is only white space). - is
 * standard input (--jsonl: lines). A line may be a capture envelope (README "Capture format");
 * its payload is validated as its channel says. The last line is the summary.
 * Exit status: 0 every message valid, 1 any invalid, 2 usage or I/O error.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "input.h"
#include "report.h"
#include "signal_check.h"

static int ends_with(const char *text, const char *suffix) {
    size_t a = strlen(text), b = strlen(suffix);
    return a >= b && strcmp(text + a - b, suffix) == 0;
}

static int usage(const char *problem) {
    fprintf(stderr, "signal-check: %s\nusage: signal-check [--family F] [--format text|json] [--jsonl] PATH...\n",
            problem);
    return 2;
}

/* The length of the well-formed UTF-8 sequence at `p` (RFC 3629: no overlong forms, no
 * surrogates, nothing past U+10FFFF), or 0 when the byte there starts none. */
static size_t utf8_width(const unsigned char *p, size_t available) {
    if (p[0] < 0x80) return 1;
    size_t width = p[0] >= 0xC2 && p[0] <= 0xDF   ? 2
                   : p[0] >= 0xE0 && p[0] <= 0xEF ? 3
                   : p[0] >= 0xF0 && p[0] <= 0xF4 ? 4
                                                  : 0;
    if (width == 0 || width > available) return 0;
    for (size_t k = 1; k < width; k++)
        if ((p[k] & 0xC0) != 0x80) return 0;
    if (p[0] == 0xE0 && p[1] < 0xA0) return 0; /* overlong */
    if (p[0] == 0xED && p[1] > 0x9F) return 0; /* surrogate */
    if (p[0] == 0xF0 && p[1] < 0x90) return 0; /* overlong */
    if (p[0] == 0xF4 && p[1] > 0x8F) return 0; /* past U+10FFFF */
    return width;
}

/* The path as reports show it, as livesig does: UTF-8 as it is, any other byte as \xHH (a
 * path is bytes, and a report is text). NULL when out of memory. */
static char *display_path(const char *path) {
    size_t length = strlen(path);
    char *shown = malloc(length * 4 + 1);
    if (!shown) return NULL;
    const unsigned char *p = (const unsigned char *)path;
    size_t out = 0;
    for (size_t i = 0; i < length;) {
        size_t width = utf8_width(p + i, length - i);
        if (width == 0) {
            out += (size_t)sprintf(shown + out, "\\x%02X", p[i]);
            i++;
        } else {
            memcpy(shown + out, p + i, width);
            out += width;
            i += width;
        }
    }
    shown[out] = '\0';
    return shown;
}

int main(int argc, char **argv) {
    signal(SIGPIPE, SIG_DFL);
    tally t = {0};
    checker c = {.tally = &t};
    sc_options_default(&c.options);
    int lines_from_stdin = 0;
    int first_path = argc;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--family") == 0 && i + 1 < argc) {
            c.family = argv[++i];
            size_t count = 0;
            const char *const *names = sc_family_names(&count);
            int known = 0;
            for (size_t k = 0; k < count; k++) known |= strcmp(names[k], c.family) == 0;
            if (!known) return usage("unknown family");
        } else if (strcmp(argv[i], "--format") == 0 && i + 1 < argc) {
            const char *format = argv[++i];
            if (strcmp(format, "json") == 0)
                t.json = 1;
            else if (strcmp(format, "text") != 0)
                return usage("--format is text or json");
        } else if (strcmp(argv[i], "--jsonl") == 0) {
            lines_from_stdin = 1;
        } else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            printf("usage: signal-check [--family F] [--format text|json] [--jsonl] PATH...\n"
                   "Validates live-streaming signaling messages with the C validator (json-c).\n"
                   "Exit status: 0 all valid, 1 any invalid, 2 usage or I/O error.\n");
            return 0;
        } else if (argv[i][0] == '-' && argv[i][1] == '-') {
            return usage("unknown option");
        } else {
            first_path = i;
            break;
        }
    }
    if (first_path >= argc) return usage("no input given");
    int io_failed = 0;
    for (int i = first_path; i < argc; i++) {
        const char *path = argv[i];
        int is_stdin = strcmp(path, "-") == 0;
        FILE *file = is_stdin ? stdin : fopen(path, "rb");
        if (!file) {
            fprintf(stderr, "signal-check: cannot open %s: %s\n", path, strerror(errno));
            io_failed = 1;
            t.inputs_not_read++;
            continue;
        }
        int lines = ends_with(path, ".jsonl") || ends_with(path, ".ndjson") || (is_stdin && lines_from_stdin);
        char *shown = is_stdin ? NULL : display_path(path);
        int status = check_file(&c, is_stdin ? "<stdin>" : shown ? shown : path, file, lines);
        free(shown);
        if (!is_stdin) fclose(file);
        if (status == -1) {
            fprintf(stderr, "signal-check: out of memory\n");
            return 2;
        }
        if (status == -2) {
            fprintf(stderr, "signal-check: cannot read %s\n", path);
            io_failed = 1;
            t.inputs_not_read++;
        } else {
            t.inputs_read++;
        }
    }
    report_summary(&t);
    if (io_failed) return 2;
    return t.invalid ? 1 : 0;
}
