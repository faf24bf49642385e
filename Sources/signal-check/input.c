/* Reading messages in bounded memory: a line or a document longer than the document limit is
 * reported as json.size, not held. */
#include "input.h"

#include <stdlib.h>
#include <string.h>

enum { chunk_size = 1 << 16 };

/* A file, with bytes already read from it (the first line, when deciding the layout) served
 * first. */
typedef struct input {
    FILE *file;
    unsigned char *held;
    size_t held_length;
    size_t held_at;
    int saw_bytes; /* for the note on an input with no message */
} input;

static size_t input_read(input *in, unsigned char *into, size_t size) {
    if (in->held_at < in->held_length) {
        size_t n = in->held_length - in->held_at < size ? in->held_length - in->held_at : size;
        memcpy(into, in->held + in->held_at, n);
        in->held_at += n;
        return n;
    }
    size_t n = fread(into, 1, size, in->file);
    if (n) in->saw_bytes = 1;
    return n;
}

/* Validates one message; returns 0, or -1 when memory ran out. */
static int check(checker *c, const char *source, size_t line, const unsigned char *bytes, size_t length) {
    sc_result result;
    const char *channel = NULL;
    if (sc_validate_capture_line(bytes, length, c->family, &c->options, &result, &channel) != 0) return -1;
    report_message(c->tally, source, line, bytes, length, &result, channel);
    sc_result_free(&result);
    return 0;
}

/* Ends one line: checks it, reports it as too large, or skips it when blank. */
static int end_line(checker *c, const char *source, size_t line, const unsigned char *bytes, size_t len,
                    size_t too_long) {
    if (too_long) {
        report_too_large(c->tally, source, line, c->family, too_long, c->options.max_document_size);
        return 0;
    }
    for (size_t i = 0; i < len; i++) {
        if (bytes[i] != ' ' && bytes[i] != '\t' && bytes[i] != '\r') return check(c, source, line, bytes, len);
    }
    return 0;
}

/* One message a line. A line that lies whole in the read buffer is checked where it lies. */
static int check_lines(checker *c, const char *source, input *in) {
    size_t limit = c->options.max_document_size;
    size_t cap = 0, len = 0, line = 0, n = 0;
    size_t too_long = 0;        /* the length of a line past the limit, so far */
    unsigned char *held = NULL; /* the start of a line that spans reads */
    unsigned char *chunk = malloc(chunk_size);
    if (!chunk) return -1;
    int status = 0;
    while (status == 0 && (n = input_read(in, chunk, chunk_size)) > 0) {
        for (size_t at = 0; at < n && status == 0;) {
            unsigned char *newline = memchr(chunk + at, '\n', n - at);
            size_t end = newline ? (size_t)(newline - chunk) : n, piece = end - at;
            if (newline && len == 0 && !too_long) {
                status = end_line(c, source, ++line, chunk + at, piece, piece > limit ? piece : 0);
                at = end + 1;
                continue;
            }
            if (too_long) {
                too_long += piece;
            } else if (piece > limit - len) {
                too_long = len + piece;
            } else {
                if (len + piece > cap) {
                    size_t grown = cap ? cap : chunk_size;
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
                status = end_line(c, source, ++line, held, len, too_long);
                len = 0;
                too_long = 0;
                at++;
            }
        }
    }
    if (status == 0 && (len > 0 || too_long)) status = end_line(c, source, ++line, held, len, too_long);
    free(held);
    free(chunk);
    if (status == 0 && ferror(in->file)) return -2;
    return status;
}

/* The whole input as one message. */
static int check_whole(checker *c, const char *source, input *in) {
    size_t limit = c->options.max_document_size;
    size_t cap = chunk_size, len = 0, total = 0;
    unsigned char *buf = malloc(cap);
    if (!buf) return -1;
    while (1) {
        if (len == cap && cap <= limit) {
            unsigned char *bigger = realloc(buf, cap * 2);
            if (!bigger) {
                free(buf);
                return -1;
            }
            buf = bigger;
            cap *= 2;
        }
        /* Past the limit the bytes are counted, not kept. */
        size_t room = len < cap ? cap - len : 0;
        size_t n = room ? input_read(in, buf + len, room) : input_read(in, buf + limit, cap - limit);
        if (n == 0) break;
        total += n;
        if (room) len += n;
    }
    int blank = 1;
    for (size_t i = 0; i < len && blank; i++)
        blank = buf[i] == ' ' || buf[i] == '\t' || buf[i] == '\r' || buf[i] == '\n';
    int status;
    if (ferror(in->file))
        status = -2;
    else if (total <= limit && blank) /* nothing but white space is no message, as in JSON Lines */
        status = 0;
    else if (total > limit) {
        report_too_large(c->tally, source, 1, c->family, total, limit);
        status = 0;
    } else
        status = check(c, source, 1, buf, len);
    free(buf);
    return status;
}

/* Whether `line` is a JSON object on its own (a byte-order mark and a carriage return aside,
 * as livesig's MessageLayout.holdsLines): no line of a pretty-printed message is. */
static int is_object_line(checker *c, const unsigned char *line, size_t length) {
    if (length >= 3 && line[0] == 0xEF && line[1] == 0xBB && line[2] == 0xBF) {
        line += 3;
        length -= 3;
    }
    if (length > 0 && line[length - 1] == '\r') length--;
    size_t first = 0;
    while (first < length && (line[first] == ' ' || line[first] == '\t' || line[first] == '\r')) first++;
    if (first == length || line[first] != '{') return 0;
    sc_result result;
    if (sc_validate(line, length, NULL, &c->options, &result) != 0) return -1;
    int object = 1;
    for (size_t i = 0; i < result.diagnostic_count; i++) {
        if (result.diagnostics[i].severity == SC_SEVERITY_ERROR && strncmp(result.diagnostics[i].code, "json.", 5) == 0)
            object = 0;
    }
    sc_result_free(&result);
    return object;
}

/* How many of the first lines detection looks at (MessageLayout.linesToDetect). */
enum { lines_to_detect = 4 };

/* Reads the first lines (up to lines_to_detect, no further than the limit) and says whether the
 * input holds a message a line: one of them, blank ones aside, is a JSON object on its own, or
 * the first line is longer than the limit. 1, 0, or -1 when memory ran out. */
static int detect_lines(checker *c, input *in) {
    size_t limit = c->options.max_document_size, cap = 0, complete = 0;
    int at_end = 0;
    while (complete < lines_to_detect && in->held_length <= limit) {
        if (in->held_length == cap) {
            unsigned char *bigger = realloc(in->held, cap + chunk_size);
            if (!bigger) return -1;
            in->held = bigger;
            cap += chunk_size;
        }
        size_t n = fread(in->held + in->held_length, 1, cap - in->held_length, in->file);
        if (n == 0) {
            at_end = 1;
            break;
        }
        in->saw_bytes = 1;
        for (size_t i = in->held_length; i < in->held_length + n; i++) complete += in->held[i] == '\n';
        in->held_length += n;
    }
    size_t from = 0, seen = 0;
    while (seen < lines_to_detect && from < in->held_length) {
        unsigned char *newline = memchr(in->held + from, '\n', in->held_length - from);
        if (!newline && !at_end) break;
        size_t end = newline ? (size_t)(newline - in->held) : in->held_length;
        int object = is_object_line(c, in->held + from, end - from);
        if (object != 0) return object;
        seen++;
        from = end + 1;
    }
    /* A first line past the limit is too large either way; as lines, what follows is read. */
    return seen == 0 && !at_end && in->held_length > limit;
}

int check_file(checker *c, const char *source, FILE *file, int lines) {
    size_t before = c->tally->messages;
    input in = {.file = file};
    int status = 0;
    int as_lines = lines ? 1 : detect_lines(c, &in);
    if (as_lines < 0) status = -1;
    if (status == 0 && ferror(file)) status = -2;
    if (status == 0) status = as_lines ? check_lines(c, source, &in) : check_whole(c, source, &in);
    free(in.held);
    if (status == 0 && c->tally->messages == before)
        fprintf(stderr, "signal-check: note: %s holds no message: %s\n", source,
                in.saw_bytes ? "the input holds only blank lines" : "the input is empty");
    return status;
}
