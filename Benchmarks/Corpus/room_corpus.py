"""The benchmark corpus: every valid form of every family, in every writing style, in capture
envelopes, and a capture weighted like the traffic of a live room. README.md beside this file
gives the weights and why. Used by scripts/bench-forms; it needs a built `livesig`, which
names each family's capture channel and judges every candidate line (a restyled message the
package does not call valid is left out of the corpus, and counted).

`room_corpus.py --check LIVESIG` (run by scripts/test) fails when a restyled valid vector is
not valid for any reason but a size limit: no rule depends on whitespace, order or escapes.
"""
import collections
import json
import pathlib
import random
import subprocess

# How a message can be written without changing what it says. Each applies to the message and,
# the same way, to every JSON document held in one of its strings (extended_data, pk_users,
# Data, custom_data), as the writer that produced the outer text produces the inner one.
STYLES = {
    # As the vector has it: mostly compact, in the writer's own key order.
    "as-written": None,
    # Apple's JSONSerialization with .prettyPrinted: two-space indent and " : ".
    "pretty": {"indent": 2, "separators": (",", " : ")},
    # Python's and many loggers' default: a space after each comma and colon.
    "spaced": {"separators": (", ", ": ")},
    # The same members in reverse order: a hash map's order (Android's JSONObject, Go).
    "reordered": {"reorder": True},
    # Android's org.json and Apple's writers escape every slash: gift and avatar URLs.
    "escaped-slash": {"escape_slash": True},
    # A writer told to keep to ASCII: every non-ASCII character as \uXXXX (names, bullets).
    "ascii-escaped": {"ensure_ascii": True},
}


def _restyle_value(value, style):
    if isinstance(value, dict):
        items = [(key, _restyle_value(inner, style)) for key, inner in value.items()]
        if style.get("reorder"):
            items.reverse()
        return dict(items)
    if isinstance(value, list):
        return [_restyle_value(inner, style) for inner in value]
    if isinstance(value, str) and value[:1] in "{[":
        try:
            document = json.loads(value)
        except ValueError:
            return value
        if isinstance(document, (dict, list)):
            return _dump(_restyle_value(document, style), style)
    return value


def _dump(value, style):
    text = json.dumps(value, ensure_ascii=style.get("ensure_ascii", False), indent=style.get("indent"),
                      separators=style.get("separators", (",", ":")))
    return text.replace("/", "\\/") if style.get("escape_slash") else text


def restyle(text, style_name):
    """`text` (one JSON message) written in the named style; the text itself for "as-written"."""
    style = STYLES[style_name]
    if style is None:
        return text
    return _dump(_restyle_value(json.loads(text), style), style)


def channels(livesig):
    """Each family's capture channel, as `livesig families` names it."""
    found, family = {}, None
    for line in subprocess.run([str(livesig), "families"], capture_output=True, text=True,
                               check=True).stdout.splitlines():
        if line and not line.startswith(" "):
            family = line.strip()
        elif "capture channel:" in line:
            found[family] = line.split(":", 1)[1].strip()
    return found


def envelope(channel, payload_text):
    """A capture line: the message in its channel's envelope (room attributes as the map)."""
    payload = json.loads(payload_text) if channel == "zim.room-attributes" else payload_text
    return json.dumps({"ts": 1700000000000, "channel": channel, "room": "room_A", "from": "host_A", "to": "",
                       "payload": payload}, ensure_ascii=False, separators=(",", ":"))


def valid_vectors(root, livesig):
    """Every valid vector that is a message of a family with a channel, in name order, with
    the no-finding ones first: (family, dialect, vector path, channel, message text)."""
    known = channels(livesig)
    found = []
    expectations = sorted((root / "Vectors").glob("*/*.expected.json"))
    expectations.sort(key=lambda path: bool(json.loads(path.read_text()).get("diagnostics")))
    for expected_path in expectations:
        expected = json.loads(expected_path.read_text())
        family, dialect = expected.get("family"), expected.get("dialect")
        if not expected.get("valid") or family not in known:
            continue
        data = expected_path.with_name(expected_path.name.replace(".expected.json", ".json"))
        if not data.exists():
            continue
        channel = expected.get("as") and known.get(expected["as"]) or known[family]
        found.append((family, dialect, data, channel, data.read_text(encoding="utf-8")))
    return found


def one_per_form(vectors):
    """The first vector of each family and dialect: {(family, dialect): (path, line)}."""
    forms = {}
    for family, dialect, path, channel, text in vectors:
        forms.setdefault((family, dialect), (path, envelope(channel, text)))
    return forms


# One vector written in one style, in its envelope, with livesig's judgement of the line.
Restyled = collections.namedtuple("Restyled", "family dialect path style line valid codes")


def judged_corpus(vectors, livesig, scratch):
    """Every vector in every style, each line judged by one `livesig validate` run: [Restyled].
    A style that cannot be applied (a message that is not JSON) is left out."""
    built = []
    for family, dialect, path, channel, text in vectors:
        for style in STYLES:
            try:
                built.append((family, dialect, path, style, envelope(channel, restyle(text, style))))
            except ValueError:
                continue
    candidates = scratch / "candidates.jsonl"
    candidates.write_text("".join(line + "\n" for *_, line in built), encoding="utf-8")
    report = subprocess.run([str(livesig), "validate", "--format", "json", "--jobs", "1", str(candidates)],
                            capture_output=True, text=True).stdout
    judged = {}
    for row in report.splitlines():
        record = json.loads(row)
        if "line" in record:
            judged[record["line"] - 1] = (record.get("valid", False),
                                          [item["code"] for item in record.get("diagnostics", [])])
    return [Restyled(*fields, *judged.get(index, (False, ["no report"]))) for index, fields in enumerate(built)]


def style_breaks(corpus):
    """Restyled valid vectors livesig does not call valid for any reason but a size limit:
    [Restyled]. Whitespace, key order and escapes change no rule, so this must be empty; a
    vector at a byte limit may grow past it when whitespace is added."""
    return [item for item in corpus
            if not item.valid and not (item.codes and all(code.startswith("limit.") for code in item.codes))]


# The traffic of one live room, per second: (class, messages per second, which vectors).
# README.md gives the reasoning behind each rate.
def traffic_class(family, dialect, name):
    if family == "sei.device-state":
        return "heartbeat-demo" if dialect in ("demo", "document") else "heartbeat-uikit"
    if family == "chat.custom":
        if "like" in name:
            return "like"
        if "barrage" in name or "bullet" in name:
            return "bullet"
        if "gift" in name:
            return "gift"
        return "showroom"
    return {
        "sei.application-data": "showroom",
        "chat.rest.send-group-msg": "server-push",
        "chat.callback.group-message": "chat-callback",
        "chat.callback.reply": "chat-callback",
        "zim.callback": "zim-callback",
    }.get(family, "control")


RATES = {
    "heartbeat-uikit": 10.0,
    "heartbeat-demo": 3.0,
    "like": 8.0,
    "bullet": 4.0,
    "gift": 1.0,
    "showroom": 0.3,
    "server-push": 0.5,
    "chat-callback": 2.0,
    "zim-callback": 0.2,
    "control": 0.5,
}

# Half of a class's messages as the vectors have them; the rest in the other styles.
STYLE_SHARE = {"as-written": 0.5, **{name: 0.1 for name in STYLES if name != "as-written"}}


def room_candidates(corpus):
    """The valid lines of the corpus by traffic class: ({class: [(line, style weight)]}, counts)."""
    classes = {}
    for item in corpus:
        if item.valid:
            classes.setdefault(traffic_class(item.family, item.dialect, item.path.name), []).append(
                (item.line, STYLE_SHARE[item.style]))
    return classes, {"candidates": len(corpus), "left out": sum(1 for item in corpus if not item.valid)}


def room_capture(classes, count, seed=2026):
    """`count` lines drawn with the room's rates, then each class's styles, then its vectors."""
    chooser = random.Random(seed)
    names = [name for name in RATES if classes.get(name)]
    rates = [RATES[name] for name in names]
    picks = []
    for name in chooser.choices(names, weights=rates, k=count):
        entries = classes[name]
        picks.append(chooser.choices(entries, weights=[weight for _, weight in entries])[0][0])
    return picks


def styled_forms(corpus):
    """Each style applied to the first vector of every form, the valid lines: {style: [line]}."""
    first = {}
    for item in corpus:
        first.setdefault((item.family, item.dialect), item.path)
    return {style: [item.line for item in corpus
                    if item.style == style and item.valid and first[(item.family, item.dialect)] == item.path]
            for style in STYLES}


if __name__ == "__main__":
    import sys
    import tempfile

    root = pathlib.Path(__file__).resolve().parents[2]
    livesig_path = sys.argv[2] if sys.argv[1:2] == ["--check"] else sys.argv[1]
    with tempfile.TemporaryDirectory() as scratch_dir:
        corpus = judged_corpus(valid_vectors(root, livesig_path), livesig_path, pathlib.Path(scratch_dir))
    if sys.argv[1:2] == ["--check"]:
        # Used by scripts/test: restyling never turns a valid vector invalid (but for size).
        found = style_breaks(corpus)
        for item in found:
            print(f"room_corpus: {item.path.relative_to(root)} written {item.style} is no longer valid: "
                  f"{', '.join(item.codes)}")
        print(f"room_corpus: every valid vector stays valid in every style ({len(STYLES)} styles)"
              if not found else f"room_corpus: {len(found)} restyled vectors broke")
        sys.exit(1 if found else 0)
    out_path, lines_wanted = sys.argv[2], int(sys.argv[3])
    candidates, counts = room_candidates(corpus)
    pathlib.Path(out_path).write_text("".join(line + "\n" for line in room_capture(candidates, lines_wanted)),
                                      encoding="utf-8")
    print(f"{lines_wanted} lines; {counts['candidates']} candidate lines, {counts['left out']} left out "
          "as not valid once restyled")
