"""The rows whose cues ordinary error text holds, and what each needs of an ASCII text instead.

A `.`, a `:`, `could`, `code`, `api` or `://` is in most messages: where one of these rows'
cues is the only literal a text holds of any row's, the gate and the engine used to run, and
each of these rows' finders to give up after its first question. Each row here is asked
instead by a pattern every text it finds a span in matches: the pattern it searches for
first, or a weaker one (a back reference or a condition made a class, a value's length cut to
what it must start with). A row that finds a span only in a match of ``P`` on the text never
finds one where ``P`` matches nowhere; so an ASCII text where none of these patterns matches
(one search of the text, one of its lower-cased copy) and that holds none of the other rows'
literals needs no row at all.

Some rows are asked instead by the group of their ``needs`` that common text holds least
(their cue is `://` or a word of most complaints): the gate skips a row where a group of its
needs is missing as it does where its cue is.
"""

from __future__ import annotations

import re

from ._announced_codes import DIGITS_AFTER_COLON, DIGITS_CLOSING
from ._bent_rows import _WORDS_THEN_KEY
from ._code_rows import _LATER, CODE_VALUE_AFTER
from ._general_rows import _URL_USER
from ._keyed_calls import LITERAL
from ._lookup_rows import API_LABEL_AFTER
from ._password_shapes import _PLACED
from ._placed_values import _WRAPPER_OPENS
from ._structure_rows import _CODE_VALUE
from ._typed_values import FIELD_ROLE, TYPED_ACTION

__all__ = ["LITERALS_FIRST", "NEEDS_ASKED", "first_tests"]

# How a ``_PLACED`` word starts and what it is made of (what follows it, the look-ahead at its
# end, is taken from the pattern itself).
_PLACED_WORD = r"(?<!\S)[A-Za-z0-9]+(?:[#%^*~!$&@.][A-Za-z0-9]+)+"
# How ``_WORDS_THEN_KEY`` starts: a quote or a bracket, then up to four words, each after blanks.
_KEY_WORDS_START = "[\"'`»”)\\]]?(?:[ \t\u00a0]+(?:[—–-]|[^\\W\\d_]{1,16})){1,4}[ \t\u00a0]+"

# Each row's patterns, searched in the text as the finder searches it: each matches wherever the
# finder finds a span (the finder's own pattern, or a weaker one), so a row one of whose
# patterns matches nowhere finds nothing. Each opens with a character or a literal, so that
# the search skips to where one is rather than try each position.
_ON_TEXT: tuple[tuple[str, tuple[str, ...]], ...] = (
    # (the `_PLACED` word from its first symbol, which is between two letters or digits, to
    # its end; a piece of it with both cases in no order a name writes them holds a capital
    # not followed by a small letter, its digits aside, digits between letters, or humps of
    # one or two letters; its start,
    # after a blank, or the text's start: two rows here)
    *(
        (
            "placed_password",
            (
                r"[#%^*~!$&@.](?<=[A-Za-z0-9].)[A-Za-z0-9]+(?:[#%^*~!$&@.][A-Za-z0-9]+)*"
                + _PLACED.pattern.removeprefix(_PLACED_WORD),
                "[A-Z][0-9]*(?![a-z])|[A-Za-z][0-9]+[A-Za-z]|[A-Z][a-z][A-Z][a-z][A-Z]",
                start + "[A-Za-z0-9]+[#%^*~!$&@.][A-Za-z0-9]",
            ),
        )
        for start in (r"\s", r"\A")
    ),
    # (the lookup row's `_PLACED`: its closing quote and what follows left out)
    (
        "failed_lookup_value",
        (r"""[:'"`<\[][ \t]*(?:[A-Za-z0-9]{20}|[A-Za-z0-9]{10,19}(?:\.\.\.|\u2026))""",),
    ),
    # (the wrapper's opening; then the name's `[:=]` before it, but for blanks and one line
    # break)
    ("wrapped_value", (r"\([\"']", r"[:=][ \t]*\n?" + _WRAPPER_OPENS.pattern)),
    # (from the colon before the port)
    ("pgpass_line", (r":(?:\d{1,5}|\*):[\w.*-]+:[\w.*@-]+:[^\s'\"]",)),
    # (the user is matched right after the scheme's `://`)
    ("url_user_token", ("://" + _URL_USER.pattern,)),
    # (its look-behind after the word, and the value's first 20 characters)
    ("api_label_value", (r"API(?<![A-Za-z]API)" + API_LABEL_AFTER,)),
    # (a character beyond ASCII, which an ASCII text never holds)
    ("foreign_label_password", (r"[^\x00-\x7f]",)),
    # (the same element, its quotes any quote, its name's characters and what follows them
    # one run: one way to match each)
    (
        "attribute_pair",
        (
            r"<[\w:.-][^<>]{0,239}?\b(?:key|name)[ \t]*=[ \t]*[\"'][\w.:-]{1,80}"
            r"[\"'][^<>]{0,200}?\bvalue[ \t]*=[ \t]*[\"']",
        ),
    ),
    # (a flag from its dash, any name ending in `token`, `secret` or `key`, then a UUID's first
    # group, or a short flag's run; a user setting from `user`: the finder's patterns, each a
    # row here)
    (
        "uuid_token_flag",
        (
            r"-(?<![\w-]-)(?:(?:[tk]|-[a-z0-9-]*(?:token|secret|key))[ \t=]+['\"]?"
            r"(?:[a-z][a-z0-9]{0,7}-)?[0-9a-fA-F]{8}-"
            # (or a run given to a short flag)
            r"|[tk][ \t]+['\"]?[A-Za-z0-9_-]{20})",
        ),
    ),
    (
        "uuid_token_flag",
        (r"user(?:info|pwd)?[ \t]*[=:][ \t]*\"?[^\s\":@]{1,64}:[^\s\"]{3}",),
    ),
    # (the call's opening on a literal, then a literal of 16 key characters or more, quotes and
    # all: the first or a later one on the line)
    # (or a later literal of 8 characters or more: a password after a user)
    (
        "keyed_call_literal",
        (
            r"\([ \t]*[bBrRu]?['\"`](?:[^()\n]{0,200}?['\"`][ \t]*,[ \t]*[bBrRu]?['\"`])?"
            + LITERAL.replace("{1,200}", "{8,200}")
            + r"['\"`]",
        ),
    ),
    # (a fragment's `#` and its first 16 characters)
    ("url_fragment_key", (r"#[A-Za-z0-9_.~!/,=+-]{16}",)),
    # (a grouped code's first three groups, from its first dash)
    ("grouped_code_shape", (r"-(?<=[0-9A-Za-z]{4}-)[0-9A-Za-z]{4,5}-[0-9A-Za-z]{4,5}-",)),
    # (one slot: a single character between two delimiters, the closing one maybe escaped)
    ("char_slots", (r"[>\"'|`][ \t]?[^\s<>\"'|`\\:,;][ \t]?\\?[<\"'|`]",)),
    # (a colon and a blank, then four digits or four drawn words: an ASCII text's label is
    # ASCII, its words small letters)
    ("unread_label_digits", (r":[ \t]+(?:\d{4}|[\"']?[a-z]{3,12}(?: [a-z]{3,12}){3})",)),
    # (a link's host and its path's slash; a bare query's first 16 characters; a
    # table's two opening brackets)
    ("login_link_token", (r"://[^\s/?#'\"<>]{1,256}/",)),
    ("bare_query_key", (r"\?[A-Za-z0-9+/_.~-]{16}",)),
    ("header_row_cells", (r"\[\s*\[",)),
)
# The same in the lower-cased text, which is the text's letters in an ASCII text (the cues of
# other scripts are not there: `cod`, `kod`, `kood`, Swahili's `msimbo`).
_ON_FOLDED: tuple[tuple[str, tuple[str, ...]], ...] = (
    # (a typing action's name and what opens its arguments, the row's own pattern; or a log's
    # `into`; or a field's role)
    ("typed_value", (TYPED_ACTION.pattern,)),
    ("typed_value", (r"[ \t]into(?![\w-])",)),
    ("typed_value", (FIELD_ROLE.pattern,)),
    # (`api`, its separator, the first 20 characters of a value)
    ("api_named_key", ("api\\\\?[\"']?(?:[ \t]*[:=][ \t]*|[ \t]+)\\\\?[\"']?[a-z0-9_/-]{20}",)),
    # (`code` glued to the word before it, then its value: no letter in ``_CODE_VALUE``)
    ("code_field", ("code(?<=[a-z0-9_-]code)" + _CODE_VALUE.pattern,)),
    ("access_code", ("od(?:(?<=cod)|(?<=kod)|(?<=kood))" + CODE_VALUE_AFTER.pattern,)),
    ("access_code", ("od(?:(?<=cod)|(?<=kod)|(?<=kood))" + _LATER.pattern,)),
    # (an entry of its own: one pattern opening with `od` is searched for that literal only)
    ("access_code", ("msimbo" + CODE_VALUE_AFTER.pattern,)),
    # (the code word's ASCII spellings from their `od`, an ending, then the row's own pattern)
    ("announced_code", ("od(?:(?<=cod)|(?<=kod)|(?<=ood))[a-z]{0,4}" + DIGITS_CLOSING.pattern,)),
    (
        "announced_code",
        ("od(?:(?<=cod)|(?<=kod)|(?<=ood))[a-z]{0,4}" + DIGITS_AFTER_COLON.pattern,),
    ),
    # (a literal's closing quote, then the word before the field)
    ("typed_into_field", (r"['\"][ \t]+(?:into|in|to|on)[ \t]+",)),
    # (a run of 20 characters or more, then the words and the key's name of ``_WORDS_THEN_KEY``
    # from the first blank after the run)
    (
        "value_before_name",
        (
            "[ \t\u00a0](?:(?<=[a-z0-9_-]{20}.)|(?<=[a-z0-9_-]{20}[\"'`»”)\\]].))"
            "[ \t\u00a0]*(?:[—–-]|[^\\W\\d_]{1,16})(?:[ \t\u00a0]+(?:[—–-]|[^\\W\\d_]{1,16})){0,3}"
            "[ \t\u00a0]+" + _WORDS_THEN_KEY.pattern.removeprefix(_KEY_WORDS_START),
        ),
    ),
)
# The rows whose literals (what the gate asks first) are looked for before their patterns, which
# cost more: a search that tries each blank or each quote.
LITERALS_FIRST = frozenset({"failed_lookup_value", "typed_value", "value_before_name"})
# The rows asked by one group of their needs (its index) rather than by their cue.
NEEDS_ASKED = {"rejected_value": 0, "rpc_url_key": 0, "typed_value": 0, "url_path_key": 0}


def first_tests(ids: set[str]) -> list[tuple[str, bool, tuple[re.Pattern[str], ...]]]:
    """The rows of ``ids`` asked by patterns here, each with its patterns (one entry per group
    that must all match) and whether they are searched in the lower-cased text."""
    if not _WORDS_THEN_KEY.pattern.startswith(_KEY_WORDS_START):
        raise AssertionError("_WORDS_THEN_KEY changed: its test here must follow it")
    if not _PLACED.pattern.startswith(_PLACED_WORD):
        raise AssertionError("_PLACED changed: the test of placed_password must follow it")
    return [
        (row, folded, tuple(map(re.compile, patterns)))
        for folded, rows in ((False, _ON_TEXT), (True, _ON_FOLDED))
        for row, patterns in rows
        if row in ids
    ]
