"""The number that ends a clause a PIN's name opens, ten words or fewer between.

``pin_digits`` reads a PIN's or a one-time code's name, a separator or up to four words, then
the digits. A language says more between the name and its number than four words, and says it
with words no table holds: a possessive, an adjective, an owner and a copula (`PIN yako mpya
ya kadi ni …`), a prefix glued on with a dash (`ye-PIN`). Names of a PIN join: a mobile's or a
telephone's (`MPIN`, `TPIN`), a bank's transaction number (`TAN`), France's `code
confidentiel`. What such a clause ends with, four to eight digits and then a full stop, a
comma or the line's end, is the number to type.

A password's name takes no words between: its own ending glued on (`şifresi`, `parolanız`),
then the digits; `password changed, request 974402` names another number. What stays: a
number its owner stands right before, in English or the languages that name a PIN so (`card
ending in 4412`, `terminal 88120`, `rekening 5512890`; not the last word of a label before
its colon: `PIN of your card: …`); a number after a noun the name modifies (`PIN count`, `PIN
pad`); more than eight digits after words (a phone's, a tax id); a year, a decimal, a number
in groups, a masked one.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Rule, Scan, Span
from ._engine import vectors as _v
from ._literals import trie_pattern
from ._verb_rows import PIN_NAMES
from ._vocabulary import PASSWORD_NAMES

__all__ = ["PIN_CLAUSE_ROWS"]

# (a mobile's, a telephone's, an internet banking's PIN; a transaction number; French's PIN)
_MORE_PIN_NAMES = (
    "mpin", "tpin", "ipin", "tan", "mtan", "smstan", "pushtan", "chiptan", "phototan",
    "code confidentiel",
)  # fmt: skip
_PIN_NAMES = frozenset((*PIN_NAMES, *_MORE_PIN_NAMES))
_PASSWORD_ONLY = frozenset(PASSWORD_NAMES) - _PIN_NAMES
# (as a trie: an alternation of some 300 names cost a search ~65 µs on a 200-character message)
_NAME = re.compile(trie_pattern(_PIN_NAMES | _PASSWORD_ONLY))
# The scripts whose vowel signs are marks, not word characters; the branches are disjoint (a
# letter that both matched would give a failing run 2ⁿ ways to try).
_SCRIPTS = "\u0900-\u0dff\u0e00-\u109f\u1780-\u17ff"
_WORD = f"(?:[^\\W\\d_{_SCRIPTS}]|[{_SCRIPTS}'’@-]){{1,24}}"
# (or a small number: an amount, `von 250 EUR an …`)
_WORD = f"(?:{_WORD}|[0-9]{{1,3}}(?:[.,][0-9]{{1,2}})?)"
_BLANK = "[ \t\u00a0]"
_DIGITS = (
    # (not a year, nor a number a colon, a slash, a dash, a decimal or a mask goes on with)
    "[(\\[«\"'“]?(?!(?:19|20)\\d\\d(?!\\d))([0-9]{4,12})(?![\\d:/*•-]|[.,]\\d)"
    # (the clause ends: a full stop, a comma, another script's stop, the line, a dash)
    # or a flag: `--pin 5590 --dry-run`)
    f"(?={_BLANK}*(?:[.,;!?)\\]»\"'。、।॥။។፡።،؛۔]|\\r?\\n|$)|{_BLANK}+(?:[—–]|--?[a-z]))"
)
_SEPARATOR = f"(?:{_BLANK}*[:=\uff1a]{_BLANK}*|{_BLANK}+)"
_AFTER_PIN = re.compile(
    f"(?:[^\\W\\d_{_SCRIPTS}]|[{_SCRIPTS}]){{0,6}}{_SEPARATOR}"
    f"((?:{_WORD}{_BLANK}+){{0,10}}(?:{_WORD}{_BLANK}*[:\uff1a]{_BLANK}*)?){_DIGITS}"
)
_AFTER_PASSWORD = re.compile(f"(?:[^\\W\\d_{_SCRIPTS}]|[{_SCRIPTS}]){{0,6}}{_SEPARATOR}(){_DIGITS}")
# What owns a number, right before it: the number is that thing's. English's prepositions and
# nouns, and the nouns of the languages that name a PIN so (an account's, a number's, a phone's,
# a card's, a cash machine's, a ticket's, an order's, a reference's, a branch's, a customer's).
_OWNERS = frozenset({
    "in", "on", "at", "of", "for", "from", "to", "by", "with", "since", "until", "after",
    "before", "ending", "ends", "card", "account", "acct", "terminal", "port", "id", "no",
    "nr", "nro", "number", "order", "ticket", "request", "case", "ref", "reference", "version",
    "build", "kiosk", "device", "store", "branch", "line", "row", "step", "year", "code",
    "error", "status", "job", "user", "customer", "member", "batch", "invoice", "booking",
    "phone", "mobile", "atm",
    "konto", "kontos", "cuenta", "conta", "compte", "conto", "rekening", "akun", "akaun",
    "akaunti", "hesap", "hesabı", "счёт", "счет", "счета", "рахунок", "rachunek", "účet",
    "tili", "número", "numero", "nummer", "nomor", "nombor", "nambari", "номер", "numer",
    "numéro", "numara", "numarası", "telefon", "teléfono", "telefone", "téléphone",
    "telefono", "simu", "handy", "ponsel", "телефон", "karte", "tarjeta", "cartão", "carte",
    "carta", "kartu", "kad", "kadi", "карта", "karta", "kart", "kartı", "cajero", "automat",
    "geldautomat", "distributeur", "caixa", "bancomat", "банкомат", "tiket", "pedido",
    "bestellung", "auftrag", "commande", "ordine", "pesanan", "заказ", "заявка", "referencia",
    "referência", "référence", "filiale", "sucursal", "agence", "agencia", "cabang", "cliente",
    "client", "kunde", "pelanggan", "mteja", "клиент",
})  # fmt: skip
# The English nouns a PIN's name modifies (`PIN count`, `PIN pad`, `pin header`): the number
# further on is the thing's, not a PIN.
_HEADS = frozenset({
    "count", "counts", "pad", "pads", "length", "header", "headers", "mapping", "map", "mode",
    "assignment", "out", "outs", "config", "configuration", "state", "policy", "attempts",
    "tries", "retries", "entry", "change", "changes", "reset", "limit", "lock", "block",
    "blocked", "status", "diagram", "layout", "spacing", "pitch", "type", "expired",
})  # fmt: skip


# The names as cues, but `tan` with the separator that follows it as a name (`instance`,
# `standard`: a cue of three letters would run the row on most messages).
_CUES = (
    *sorted(name for name in _PIN_NAMES | _PASSWORD_ONLY if "tan" not in name),
    *("tan" + after for after in (" ", ":", "=", "\t", "\u00a0", "\uff1a")),
)


def _pin_clauses(scan: Scan) -> Iterator[Span]:
    folded = scan.folded
    for name in _NAME.finditer(folded):
        start, end = name.span()
        before = folded[start - 1 : start]
        if before and before.isascii() and (before.isalnum() or before == "_"):
            continue  # (`spin`, `stan`, `a_pin`: another word, or a name's piece)
        word = name.group()
        after = folded[end : end + 1]
        if word.isascii() and after.isascii() and after.isalnum():
            continue  # (`pinned`, `tango`; a name in another script takes its ending)
        digits = (_AFTER_PIN if word in _PIN_NAMES else _AFTER_PASSWORD).match(folded, end)
        if digits is None:
            continue
        gap = digits.group(1).rstrip()
        between = gap.replace(":", " ").replace("\uff1a", " ").split()
        # (a colon after the words makes them the name's label: `PIN of your card: …`)
        labelled = gap.endswith((":", "\uff1a"))
        if between and ((between[-1] in _OWNERS and not labelled) or between[0] in _HEADS):
            continue
        if len(digits.group(2)) > 8 and (word != "pin" or len(between) > 1):
            # (more than eight after another name: Poland's NIP is a tax id; after words, a
            # phone's or an account's number)
            continue
        yield digits.span(2)


R = REDACTED
PIN_CLAUSE_ROWS = (
    Rule(
        "pin_in_clause",
        _CUES,
        _pin_clauses,
        "a number an English preposition or owner names, a year, a decimal, a masked number",
        _v(("Your new card PIN for online use is 482913.",
            f"Your new card PIN for online use is {R}."),
           ("Nouveau code confidentiel de votre carte : 5821.",
            f"Nouveau code confidentiel de votre carte : {R}."),
           ("PIN yako mpya ya kadi ya benki ni 774120", f"PIN yako mpya ya kadi ya benki ni {R}"),
           ("Deine pushTAN für den Auftrag an Müller lautet 630912.",
            f"Deine pushTAN für den Auftrag an Müller lautet {R}."),
           ("kartın şifresi 90317, lütfen değiştirin", f"kartın şifresi {R}, lütfen değiştirin"),
           ("$ atm-cli --pin 55904546 --dry-run", f"$ atm-cli --pin {R} --dry-run")),
        ("PIN blocked for card ending in 4412.", "PIN pad firmware updated to build 20241.",
         "The PIN count of this BGA package is 1024.", "password changed, request 974402",
         "the mapping for 48812 failed", "Password changed for the kiosk of store 88120.",
         "Stan the tango teacher, 55123.", "PIN sent to 0912•••4567."),
    ),
)  # fmt: skip
