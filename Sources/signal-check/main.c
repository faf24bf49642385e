/*
 * signal-check: the C validator as a command, with the output shape and exit codes of
 * `livesig validate`, so the two can be compared message by message.
 *
 *   signal-check [--family F] [--format text|json] [--jsonl] PATH...
 *
 * A .jsonl or .ndjson file holds one message a line (blank lines skipped); any other file is
 * one message; - is standard input (one message, or lines with --jsonl). A line may be a
 * capture envelope (README "Capture format"); its payload is validated as its channel says.
 * Exit status: 0 every message valid, 1 any invalid, 2 usage or I/O error.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "signal_check.h"

typedef struct run {
    const char *family;
    int json;
    sc_options options;
    size_t messages;
    size_t invalid;
    size_t warnings;
} run;

static void put_quoted(FILE *out, const char *text) {
    fputc('"', out);
    for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
        switch (*c) {
        case '"': fputs("\\\"", out); break;
        case '\\': fputs("\\\\", out); break;
        case '\b': fputs("\\b", out); break;
        case '\f': fputs("\\f", out); break;
        case '\n': fputs("\\n", out); break;
        case '\r': fputs("\\r", out); break;
        case '\t': fputs("\\t", out); break;
        default:
            if (*c < 0x20)
                fprintf(out, "\\u%04x", *c);
            else
                fputc(*c, out);
        }
    }
    fputc('"', out);
}

static const char *severity_name(sc_severity severity) {
    return severity == SC_SEVERITY_ERROR ? "error" : severity == SC_SEVERITY_WARNING ? "warning" : "note";
}

static void report(run *r, const char *source, size_t line, const sc_result *result, const char *channel) {
    r->messages++;
    if (!result->valid) r->invalid++;
    for (size_t i = 0; i < result->diagnostic_count; i++)
        r->warnings += result->diagnostics[i].severity == SC_SEVERITY_WARNING;
    if (r->json) {
        fputs("{\"source\":", stdout);
        put_quoted(stdout, source);
        printf(",\"line\":%zu,\"channel\":", line);
        if (channel)
            put_quoted(stdout, channel);
        else
            fputs("null", stdout);
        fputs(",\"family\":", stdout);
        if (result->family)
            put_quoted(stdout, result->family);
        else
            fputs("null", stdout);
        if (result->version)
            printf(",\"version\":%d,\"dialect\":", result->version);
        else
            fputs(",\"version\":null,\"dialect\":", stdout);
        if (result->dialect)
            put_quoted(stdout, result->dialect);
        else
            fputs("null", stdout);
        printf(",\"valid\":%s,\"diagnostics\":[", result->valid ? "true" : "false");
        for (size_t i = 0; i < result->diagnostic_count; i++) {
            const sc_diagnostic *d = &result->diagnostics[i];
            fputs(i ? ",{\"code\":" : "{\"code\":", stdout);
            put_quoted(stdout, d->code);
            printf(",\"severity\":\"%s\",\"path\":", severity_name(d->severity));
            put_quoted(stdout, d->path);
            if (d->offset >= 0)
                printf(",\"offset\":%ld,\"message\":", d->offset);
            else
                fputs(",\"offset\":null,\"message\":", stdout);
            put_quoted(stdout, d->message);
            fputc('}', stdout);
        }
        fputs("]}\n", stdout);
        return;
    }
    printf("%s:%zu: ", source, line);
    if (result->family)
        printf("%s v%d", result->family, result->version ? result->version : 1);
    else
        fputs("unknown family", stdout);
    if (result->dialect) printf(" (%s)", result->dialect);
    if (channel) printf(" from %s", channel);
    printf(": %s\n", result->valid ? "valid" : "invalid");
    for (size_t i = 0; i < result->diagnostic_count; i++) {
        const sc_diagnostic *d = &result->diagnostics[i];
        printf("    %s[%s] %s: %s\n", severity_name(d->severity), d->code, d->path, d->message);
    }
}

/* Validates one message; returns 0, or -1 when memory ran out. */
static int check(run *r, const char *source, size_t line, const unsigned char *bytes, size_t length) {
    sc_result result;
    const char *channel = NULL;
    if (sc_validate_capture_line(bytes, length, r->family, &r->options, &result, &channel) != 0) return -1;
    report(r, source, line, &result, channel);
    sc_result_free(&result);
    return 0;
}

static void too_large(run *r, const char *source, size_t line) {
    r->messages++;
    r->invalid++;
    if (r->json) {
        fputs("{\"source\":", stdout);
        put_quoted(stdout, source);
        printf(",\"line\":%zu,\"channel\":null,\"family\":null,\"version\":null,\"dialect\":null,\"valid\":false,"
               "\"diagnostics\":"
               "[{\"code\":\"json.size\",\"severity\":\"error\",\"path\":\"$\",\"offset\":%zu,"
               "\"message\":\"the message is larger than the limit of %zu bytes\"}]}\n",
               line, r->options.max_document_size, r->options.max_document_size);
    } else {
        printf("%s:%zu: unknown family: invalid\n    error[json.size] $: the message is larger than the limit of %zu "
               "bytes\n",
               source, line, r->options.max_document_size);
    }
}

/* Ends one line: checks it, reports it as too large, or skips it when blank. */
static int end_line(run *r, const char *source, size_t line, const unsigned char *bytes, size_t len, int too_long) {
    if (too_long) {
        too_large(r, source, line);
        return 0;
    }
    for (size_t i = 0; i < len; i++) {
        if (bytes[i] != ' ' && bytes[i] != '\t' && bytes[i] != '\r') return check(r, source, line, bytes, len);
    }
    return 0;
}

/* Reads lines in bounded memory: a line longer than the document limit is reported, not held.
 * A line that lies whole in the read buffer is checked where it lies. */
static int check_lines(run *r, const char *source, FILE *file) {
    size_t limit = r->options.max_document_size;
    size_t cap = 0, len = 0, line = 0, n = 0;
    unsigned char *held = NULL; /* the start of a line that spans reads */
    unsigned char *chunk = malloc(1 << 16);
    if (!chunk) return -1;
    int too_long = 0, status = 0;
    while (status == 0 && (n = fread(chunk, 1, 1 << 16, file)) > 0) {
        for (size_t at = 0; at < n && status == 0;) {
            unsigned char *newline = memchr(chunk + at, '\n', n - at);
            size_t end = newline ? (size_t)(newline - chunk) : n, piece = end - at;
            if (newline && len == 0 && !too_long) {
                status = piece > limit ? end_line(r, source, ++line, NULL, 0, 1)
                                       : end_line(r, source, ++line, chunk + at, piece, 0);
                at = end + 1;
                continue;
            }
            if (!too_long && piece > limit - len) too_long = 1;
            if (!too_long) {
                if (len + piece > cap) {
                    size_t grown = cap ? cap : 1 << 16;
                    while (grown < len + piece) grown *= 2;
                    unsigned char *bigger = realloc(held, grown);
                    if (!bigger) {
                        status = -1;
                        break;
                    }
                    held = bigger;
                    cap = grown;
                }
                memcpy(held + len, chunk + at, piece);
                len += piece;
            }
            at = end;
            if (newline) {
                status = end_line(r, source, ++line, held, len, too_long);
                len = 0;
                too_long = 0;
                at++;
            }
        }
    }
    if (status == 0 && (len > 0 || too_long)) status = end_line(r, source, ++line, held, len, too_long);
    free(held);
    free(chunk);
    if (status == 0 && ferror(file)) return -2;
    return status;
}

static int check_whole(run *r, const char *source, FILE *file) {
    size_t limit = r->options.max_document_size;
    size_t cap = 1 << 16, len = 0;
    unsigned char *buf = malloc(cap);
    if (!buf) return -1;
    while (1) {
        if (len == cap) {
            if (cap > limit) break;
            unsigned char *bigger = realloc(buf, cap * 2);
            if (!bigger) {
                free(buf);
                return -1;
            }
            buf = bigger;
            cap *= 2;
        }
        size_t n = fread(buf + len, 1, cap - len, file);
        len += n;
        if (n == 0) break;
    }
    int status;
    if (ferror(file))
        status = -2;
    else if (len > limit) {
        too_large(r, source, 1);
        status = 0;
    } else
        status = check(r, source, 1, buf, len);
    free(buf);
    return status;
}

static int ends_with(const char *text, const char *suffix) {
    size_t a = strlen(text), b = strlen(suffix);
    return a >= b && strcmp(text + a - b, suffix) == 0;
}

static int usage(const char *problem) {
    fprintf(stderr, "signal-check: %s\nusage: signal-check [--family F] [--format text|json] [--jsonl] PATH...\n",
            problem);
    return 2;
}

int main(int argc, char **argv) {
    signal(SIGPIPE, SIG_DFL);
    run r = {0};
    sc_options_default(&r.options);
    int lines_from_stdin = 0;
    int first_path = argc;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--family") == 0 && i + 1 < argc) {
            r.family = argv[++i];
            size_t count = 0;
            const char *const *names = sc_family_names(&count);
            int known = 0;
            for (size_t k = 0; k < count; k++) known |= strcmp(names[k], r.family) == 0;
            if (!known) return usage("unknown family");
        } else if (strcmp(argv[i], "--format") == 0 && i + 1 < argc) {
            const char *format = argv[++i];
            if (strcmp(format, "json") == 0)
                r.json = 1;
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
            continue;
        }
        const char *source = is_stdin ? "<stdin>" : path;
        int as_lines = ends_with(path, ".jsonl") || ends_with(path, ".ndjson") || (is_stdin && lines_from_stdin);
        int status = as_lines ? check_lines(&r, source, file) : check_whole(&r, source, file);
        if (!is_stdin) fclose(file);
        if (status == -1) {
            fprintf(stderr, "signal-check: out of memory\n");
            return 2;
        }
        if (status == -2) {
            fprintf(stderr, "signal-check: cannot read %s\n", path);
            io_failed = 1;
        }
    }
    if (!r.json)
        printf("%zu message%s: %zu valid, %zu invalid, %zu warning%s\n", r.messages, r.messages == 1 ? "" : "s",
               r.messages - r.invalid, r.invalid, r.warnings, r.warnings == 1 ? "" : "s");
    if (io_failed) return 2;
    return r.invalid ? 1 : 0;
}
