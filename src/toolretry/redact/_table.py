"""The rule table: each row finds the spans of one family of secrets (see ``_engine.Rule``).

``TABLE`` is every row in order: the exact shapes and names first (``_rows``), then the rows
that generalize (``_general_rows``: a generated-looking value near a credential word, passwords
in any language, command-line flags, every authorization scheme, percent-encoded pairs). To add
a vendor's token format, or a family, add one row (a finder, usually one regex) and its test
vectors; ``tests/redact/test_table.py`` runs every row's vectors.
"""

from __future__ import annotations

import re

from ._announced_codes import ANNOUNCED_CODE_ROWS
from ._api_named import API_NAMED_ROWS
from ._bare_tokens import BARE_TOKEN_ROWS
from ._bent_rows import BENT_ROWS
from ._bytecode_rows import BYTECODE_ROWS
from ._char_slots import CHAR_SLOT_ROWS
from ._code_numbers import CODE_NUMBER_ROWS
from ._code_rows import CODE_ROWS
from ._config_rows import CONFIG_ROWS
from ._document_pairs import DOCUMENT_PAIR_ROWS
from ._engine import Rule
from ._format_rows import FORMAT_ROWS
from ._general_rows import GENERAL_ROWS, PASSWORD_CUES
from ._grid_rows import GRID_ROWS
from ._grouped_shapes import GROUPED_SHAPE_ROWS
from ._hex_text import HEX_TEXT_ROWS, OPENSSL_PRIVATE_ROWS
from ._indic_names import INDIC_NAME_ROWS
from ._joined_literals import JOINED_LITERAL_ROWS
from ._joined_rows import JOINED_ROWS
from ._keyed_calls import KEYED_CALL_ROWS
from ._link_queries import LINK_QUERY_ROWS
from ._lookup_rows import LOOKUP_ROWS
from ._named_arguments import NAMED_ARGUMENT_ROWS
from ._phrase_rows import PHRASE_ROWS
from ._pin_clauses import PIN_CLAUSE_ROWS
from ._printed_rows import PRINTED_ROWS
from ._rejected_rows import REJECTED_ROWS
from ._rows import NAMED_ROWS
from ._rpc_urls import RPC_URL_ROWS
from ._selected_columns import SELECTED_COLUMN_ROWS
from ._shape_rows import KEEP_ROWS, SHAPE_ROWS
from ._shaped_rows import SHAPED_ROWS
from ._signing_calls import SIGNING_CALL_ROWS
from ._spelled import SPELLED_ROWS
from ._split_pieces import SPLIT_PIECE_ROWS
from ._structure_rows import STRUCTURE_ROWS
from ._tool_rows import TOOL_ROWS
from ._trace_rows import TRACE_ROWS
from ._typed_fields import TYPED_FIELD_ROWS
from ._typed_values import TYPED_VALUE_ROWS
from ._unqualified_codes import UNQUALIFIED_CODE_ROWS
from ._unread_labels import UNREAD_LABEL_ROWS
from ._url_fragments import URL_FRAGMENT_ROWS
from ._vocabulary import (
    ENGLISH_PASSWORD_NAMES,
    FOREIGN_WORD_CUES,
    INFLECTED_STEMS,
    INFLECTION_ENDINGS,
    PASSWORD_NAMES,
    WORD_CUE_ENDINGS,
)

__all__ = [
    "GENERAL_ROWS",
    "GENERATED_FOREIGN",
    "GENERATED_WORDS",
    "PASSWORD_FOREIGN",
    "PASSWORD_WORDS",
    "RULE_IDS",
    "TABLE",
]

# The percent-encoded row knows where an encoded value ends better than the key-value row (an
# encoded `&` inside it), so it comes before it; the other generalizing rows after every exact
# one.
_BEFORE_KEY_VALUE = (
    "percent_encoded",
    "wrapped_value",
    "attribute_pair",
    "sql_password_literal",
    # (a value in pieces is one value: the row that sees all its pieces decides it)
    "joined_pieces",
    "joined_literals",
    "invisible_joined",
    "cut_record",
    "pointer_string",
    # (groups printed to be typed are one value: a name's value would be their first group)
    "grouped_secret",
)


_BEFORE_NEXT_LINE = "credential_syntax"


def _ordered() -> tuple[Rule, ...]:
    later = (
        *GENERAL_ROWS, *SHAPE_ROWS, *CONFIG_ROWS, *TRACE_ROWS, *TOOL_ROWS, *FORMAT_ROWS,
        *JOINED_ROWS, *SHAPED_ROWS, *PRINTED_ROWS,
        *CODE_ROWS, *BENT_ROWS, *REJECTED_ROWS, *LOOKUP_ROWS, *STRUCTURE_ROWS, *SPELLED_ROWS,
        *PHRASE_ROWS, *GRID_ROWS, *SELECTED_COLUMN_ROWS, *SIGNING_CALL_ROWS, *KEYED_CALL_ROWS,
        *BYTECODE_ROWS, *URL_FRAGMENT_ROWS, *API_NAMED_ROWS, *OPENSSL_PRIVATE_ROWS,
        *TYPED_VALUE_ROWS, *NAMED_ARGUMENT_ROWS, *CODE_NUMBER_ROWS, *JOINED_LITERAL_ROWS,
        *RPC_URL_ROWS, *UNQUALIFIED_CODE_ROWS, *ANNOUNCED_CODE_ROWS, *PIN_CLAUSE_ROWS,
        *INDIC_NAME_ROWS, *CHAR_SLOT_ROWS, *SPLIT_PIECE_ROWS, *LINK_QUERY_ROWS,
        *UNREAD_LABEL_ROWS, *DOCUMENT_PAIR_ROWS, *TYPED_FIELD_ROWS,
        *GROUPED_SHAPE_ROWS,
        # (the shape rows last: the pipeline asks them after every other row)
        *HEX_TEXT_ROWS, *BARE_TOKEN_ROWS,
    )  # fmt: skip
    # (the rows that keep identifiers whole come before every row that could take them)
    early = (*KEEP_ROWS, *(rule for rule in later if rule.id in _BEFORE_KEY_VALUE))
    # (a CSV header's column decides its cells before a name at a line's end takes the line)
    columns = tuple(rule for rule in later if rule.id == _BEFORE_NEXT_LINE)
    rows: list[Rule] = []
    for rule in NAMED_ROWS:
        if rule.id == "key_value":
            rows += early
        elif rule.id == "next_line_value":
            rows += columns
        rows.append(rule)
    placed = (*_BEFORE_KEY_VALUE, _BEFORE_NEXT_LINE)
    return (*rows, *(rule for rule in later if rule.id not in placed))


TABLE: tuple[Rule, ...] = _ordered()
RULE_IDS: tuple[str, ...] = tuple(dict.fromkeys(rule.name for rule in TABLE))

# The credential words of other languages written in ASCII (`wachtwoord`, `chiave`), by row:
# the gate looks for a row's where no English one decided.
_ENGLISH = ("key", "token", "secret", "cred", "auth", "pass", "bearer", "sig", "pwd")


def _foreign_ascii(rule_id: str) -> tuple[str, ...]:
    (rule,) = (rule for rule in GENERAL_ROWS if rule.id == rule_id)
    return tuple(
        cue
        for cue in rule.cue
        if cue.isascii() and cue not in _ENGLISH and cue not in FOREIGN_WORD_CUES
    )


def _by_first_two(words: tuple[str, ...]) -> re.Pattern[str]:
    """One search for many words, grouped by their first two letters: the engine tries only the
    words that start with the two letters it is at (half the cost of an `in` per word)."""
    groups: dict[str, list[str]] = {}
    for word in sorted(words, key=len, reverse=True):
        groups.setdefault(word[:2], []).append(re.escape(word[2:]))
    return re.compile("|".join(f"{re.escape(k)}(?:{'|'.join(v)})" for k, v in groups.items()))


GENERATED_FOREIGN = _by_first_two(_foreign_ascii("generated_value"))
# The words the gate asks instead for the stems it does not search for (``FOREIGN_WORD_CUES``):
# each stem, alone or with an ending of its grammar, as a whole word of the text.
GENERATED_WORDS = frozenset(
    f"{stem}{end}".encode()
    for stem in FOREIGN_WORD_CUES
    for end in ("", *INFLECTION_ENDINGS, *WORD_CUE_ENDINGS)
)
PASSWORD_FOREIGN = _by_first_two(_foreign_ascii("password_any_language"))


# A word of each password name in ASCII that holds one of its stems (`sandi` of `kata sandi`,
# `parola` of `parola d'ordine`): the row's regex needs the name as whole words (`(?<![a-z0-9])`,
# `(?![\w-])`), so such a word is a word of any text it matches; the gate asks this of the
# text's words at once, not of its characters (and asks no more than the stems would).
def _word_with_stem(name: str) -> bytes:
    words: list[str] = re.findall("[a-z]+", name)
    return next((w for w in words if any(c in w for c in PASSWORD_CUES)), words[-1]).encode()


PASSWORD_WORDS = frozenset(
    (
        *(_word_with_stem(name) for name in PASSWORD_NAMES if name.isascii()),
        # (a bent name: its stem with an ending, or the stem alone before a letter not ASCII)
        *(
            f"{stem}{end}".encode()
            for stem in (*INFLECTED_STEMS, *PASSWORD_NAMES[ENGLISH_PASSWORD_NAMES:])
            for end in ("", *INFLECTION_ENDINGS)
            if stem.isascii() and stem.isalpha()
        ),
        # (a name of several words with its last word bent: `kata laluannya`)
        *(
            f"{name.rsplit(' ', 1)[1]}{end}".encode()
            for name in PASSWORD_NAMES
            if " " in name and name.isascii()
            for end in ("", *INFLECTION_ENDINGS, "nya", "ku", "mu")
        ),
    )
)
