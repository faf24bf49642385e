/* signal-check's input: splitting a file into messages as `livesig validate` does. */
#ifndef SIGNAL_CHECK_INPUT_H
#define SIGNAL_CHECK_INPUT_H

#include <stdio.h>

#include "report.h"
#include "signal_check.h"

typedef struct checker {
    tally *tally;
    const char *family; /* --family, or NULL */
    sc_options options;
} checker;

/* Checks every message of `file`, split as livesig validate splits it: one a line when `lines`
 * is set (.jsonl, .ndjson, --jsonl), or when one of the first few non-blank lines is a JSON
 * object on its own (a capture saved as .json or piped in, whose first line may be blank, carry
 * a byte-order mark or be cut short); else the whole input as one message, none when it is
 * only white space. An input with no message gets a note on stderr. Returns 0, -1 when memory
 * ran out, -2 when the file could not be read. */
int check_file(checker *c, const char *source, FILE *file, int lines);

#endif
