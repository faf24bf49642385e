/* signal-check's output: one report per message and the closing summary, in the shapes of
 * `livesig validate` (text, or JSON lines with --format json). */
#ifndef SIGNAL_CHECK_REPORT_H
#define SIGNAL_CHECK_REPORT_H

#include <stddef.h>

#include "signal_check.h"

/* The run so far: what to print and the counts behind the summary. */
typedef struct tally {
    int json;
    size_t messages;
    size_t invalid;
    size_t warnings;
    size_t inputs_read;     /* files (or stdin) read to their end */
    size_t inputs_not_read; /* files that could not be opened or read */
    /* Per family (sc_family_names order), then messages of no family, then event lines. */
    size_t family_messages[16];
    size_t family_invalid[16];
} tally;

/* Reports one validated message starting on `line` of `source`; `bytes` place its findings. */
void report_message(tally *t, const char *source, size_t line, const unsigned char *bytes, size_t length,
                    const sc_result *result, const char *channel);
/* Reports a message of `length` bytes, longer than `limit`, which was not read; `family` is
 * the family asked for, or NULL. */
void report_too_large(tally *t, const char *source, size_t line, const char *family, size_t length, size_t limit);
/* The closing summary: `N messages: …` and a line per family, or {"summary":…}. */
void report_summary(const tally *t);

#endif
