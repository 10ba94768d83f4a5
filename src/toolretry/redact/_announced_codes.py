"""A code announced to someone: the word for code, a few words of its clause, then digits that
end the clause (`Your code is 482913.`, `votre code de retrait est 843215.`, `Bo kódigo di
verifikashon ta 392491.`, `Kode ti mo ti dispensaire ayeke 558819`).

The rows of the code table read a qualifier they know (`verification code`, `código de
seguridad`): a message in a creole, a dialect or slang names its code with words no table holds
(`kódigo di verifikashon`, `code de retrait`, `el código que te llegó`), with a copula of its own
between (`ta`, `na`, `lé`, `ayeke`, `c'est`). What such a sentence says is the code itself: the
digits close its clause, nothing is measured or counted after them. The codes a model needs are
named as what they are (an error's, a status's, a place's, a product's, an order's, a booking's,
a bank's or an account's, a classification's: the words below), or stand in an error's detail
(`(code 21211, …`, `code=40160`); those stay, as do digits that go on (`code 4012 from gateway`,
`code 1234 ms`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Rule, Scan, Span, cue_positions
from ._engine import vectors as _v
from ._unqualified_codes import NEEDED_CODE_WORDS

__all__ = ["ANNOUNCED_CODE_ROWS", "CODE_WORD", "DIGITS_AFTER_COLON", "DIGITS_CLOSING", "YEAR"]

# The word for code as Latin-script languages and creoles write it: `code(s)`, `codi`,
# `codice`, `código`, `cod`, `kode`, `kodi`, `kòd`, `kɔd`, `kodigu`, `kódigo`, `kood`, `koodi`.
# Also the last word of a compound that names a code to enter: a PIN's, a one-time one's, a
# text message's, a pass's (`pincode`, `otpcode`, `passcode`), or a Germanic compound joined by
# its linking `s` (`Bestätigungscode`, `eingongskoden`, `Zugangscode`).
CODE_WORD = re.compile(
    r"(?:(?<![^\W\d_])|(?<=(?<![^\W\d_])pin|(?<![^\W\d_])otp|(?<![^\W\d_])sms)"
    r"|(?<=(?<![^\W\d_])pass)|(?<=[^\W\d_]{5}s))"
    r"(?:[ck][oóòôɔ]o?d(?:e|i|u|o|igo|igu|ice)?(?:s|n|en)?)(?![^\W\d_]|['’-]\w)"
)
# Where the word for code starts, found by `find` (each cue is the start of one of its
# spellings): the pattern above is then matched there.
_CUES = ("cod", "cód", "kod", "kód", "kòd", "kɔd", "kood", "kôd", "còd", "côd")
# At most eight words of the same clause (an ordinal's digits may open one, `3e`, `2nd`), a
# colon if any, then 4 to 8 digits that close the clause: a full stop, a comma, a question, a
# bracket or a quote closing (an exception's repr's too), a dash, the line's end.
DIGITS_CLOSING = re.compile(
    r"((?:[ \t]+(?=\d{0,3}[^\W\d_])[^\W_][\w'’-]*(?![\w'’-])){0,8}?)"
    r"[ \t]*[:：]?[ \t]*(?<!\w)(\d{4,8})"
    r"(?=[ \t]*(?:[.,;!?)\]»\"”'’]|$|\n|[ \t]+[—–-][ \t]))",
    re.MULTILINE,
)
# (or, after a colon, digits that the clause goes on after: `el code bita3ak: 90084472 ma
# tadeeho zol`, the colon says what follows is the code; not a number, a time or a date)
DIGITS_AFTER_COLON = re.compile(
    r"((?:[ \t]+[^\W\d_][\w'’-]*(?![\w'’-])){0,8}?)[ \t]*[:：][ \t]*(?<!\w)(\d{4,8})"
    r"(?![\w]|[.,:/-]\d)"
)
# The clause the code word stands in: after the last full stop, question, line break, bracket
# or quote (`[Errno 2] No such file: 'Your code …` names no error's code; `Error: code 4012`
# does, its colon in the clause).
_CLAUSE_MARKS = ".;!?\n('\"[«„“"
# The kinds of code a model needs, in English and the Romance languages (the languages that
# write this word): error, status, exit, response, result; places; goods, orders, coupons;
# bookings and tickets; banks, accounts and money; tax and classifications; people's and
# places' registries (at a word's start: `Sogebank` is a name); versions and batches.
_NEEDED = re.compile(
    r"(?<![^\W\d_])(?:"
    r"error|erreur|erro|fehler|status|statut|estado|exit|sortie|salida|saida|return|retour|"
    r"retorno|respon|r[eé]pons|result|r[eé]sultat|decision|d[eé]cision|outcome|reason|"
    r"raison|motif|motivo|causa?\b|http|post|zip|cep\b|area|country|pays|pa[ií]s|region|"
    r"r[eé]gion|city|ville|ciudad|cidade|district|provinc|municip|commune|d[eé]partement|"
    r"zone|state\b|site\b|airport|a[eé]roport|iata|icao|flight|vol\b|vuelo|voo\b|gate|route|"
    r"station|store|magasin|tienda|loja|product|produit|producto|produto|prodotto|item|"
    r"article|art[ií]culo|sku|ean\b|gtin|upc\b|barcode|barras|isbn|order|commande|pedido|"
    r"ordine|track|suivi|rastre|seguimiento|invoice|factur|fattur|promo|coupon|cup[oó]n|"
    r"cupom|discount|remise|descuento|desconto|sconto|voucher|gift|booking|r[eé]serv|ticket|"
    r"case\b|dossier|expediente|r[eé]f[eé]rence|referencia|ref\b|bank|banque|banco|branch|"
    r"agence|agencia|ag[eê]ncia|guichet|sort\b|swift|bic\b|iban|routing|clabe|account|"
    r"compte|cuenta|conta\b|currency|devise|moneda|moeda|cost|co[uû]t|costo|custo|budget|"
    r"tax|fiscal|imp[oô]t|vat\b|tva\b|iva\b|customs|douane|aduana|hs\b|ncm\b|cfop|cnae|"
    r"naf\b|ape\b|siret|siren|insee|sic\b|naics|isic|cpv\b|icd\b|cim\b|diagnos|procedur|"
    r"cpt\b|ndc\b|atc\b|loinc|snomed|class|cat[eé]gor|sector|secteur|company|soci[eé]t[eé]|"
    r"empresa|azienda|project|projet|proyecto|projeto|department|employ|emplead|"
    r"funcion[aá]rio|client|customer|member|membre|miembro|membro|supplier|fournisseur|"
    r"proveedor|fornecedor|vendor|course|cours\b|curso|corso|school|[eé]cole|escuela|escola|"
    r"room|salle|sala\b|building|event|[eé]v[eé]nement|evento|activit|atividade|actividad|"
    r"lot\b|batch|serial|s[eé]rie|model|mod[eè]le|modelo|part\b|pi[eè]ce|pieza|pe[cç]a\b|"
    r"version|build|release|program|campaign|campagne|campa[nñ]|source|fuente|fonte|color|"
    r"colour|couleur|size|taille|talla|language|langue|idioma|dni\b|nie\b|nif\b|cpf\b|cnpj|"
    r"curp|rfc\b|rut\b|nit\b|npi\b|nhs\b|emp\b|staff|rate\b|tarif|report"
    r")"
)

# (and the same kinds in the other languages that write `kod`, `kood`: `kod kraju 0048`)
_NEEDED_ELSEWHERE = re.compile("(?<![^\\W\\d_])(?:" + "|".join(NEEDED_CODE_WORDS) + ")")

# (the last digits of another number, where the code was sent: `the number ending in 4488`,
# `la carte se terminant par 4412`, `el número que termina en 0931`)
_TAIL = re.compile(
    r"\bend(?:ing|s)? (?:in|with)\b|\blast (?:\w+ )?digits\b|terminan?[td]?|finissant"
)

# (a year closing the clause names a law's or a standard's edition: `Civil Code 1804.`)
YEAR = re.compile(r"1[5-9]\d\d|20\d\d")


def _announced_codes(scan: Scan) -> Iterator[Span]:
    folded = scan.folded
    for start, _ in cue_positions(folded, (cue for cue in _CUES if cue in folded)):
        code = CODE_WORD.match(folded, start)
        if code is None:
            continue
        if start and folded[start - 1] == "(":
            continue  # (an error's detail: `(code 21211, more_info …`)
        after = DIGITS_CLOSING.match(folded, code.end()) or DIGITS_AFTER_COLON.match(
            folded, code.end()
        )
        if after is None:
            continue
        window = max(0, start - 60)  # (each mark looked for within it: linear in the text)
        clause_start = max(
            window, *(folded.rfind(mark, window, start) + 1 for mark in _CLAUSE_MARKS)
        )
        if (
            _NEEDED.search(folded, clause_start, after.start(2))
            or _NEEDED_ELSEWHERE.search(folded, clause_start, after.start(2))
            or YEAR.fullmatch(after[2])
            or _TAIL.search(folded, clause_start, after.start(2))
        ):
            continue
        yield after.span(2)


R = REDACTED
ANNOUNCED_CODE_ROWS = (
    Rule(
        "announced_code",
        _CUES,
        _announced_codes,
        "a code its clause names as an error's, a status's, a place's, a product's, an order's,"
        " a bank's or a classification's; an error's detail; digits that go on",
        _v(("Your code is 482913. It expires in 10 minutes.",
            f"Your code is {R}. It expires in 10 minutes."),
           ("Bo kódigo di verifikashon ta 392491.", f"Bo kódigo di verifikashon ta {R}."),
           ("votre code de retrait est 843215, ne le communiquez à personne",
            f"votre code de retrait est {R}, ne le communiquez à personne"),
           ("Out nouvo kod lé 606493", f"Out nouvo kod lé {R}"),
           ("De pincode van de printer op de 3e verdieping is 513165",
            f"De pincode van de printer op de 3e verdieping is {R}"),
           ("da el code bita3ak: 90084472 ma tadeeho zol",
            f"da el code bita3ak: {R} ma tadeeho zol")),
        ("error code 4012 from gateway", "HTTP 400 (code 21211, more_info …)",
         "statusCode=401; code=40160]", "promo code 202612 applied.",
         "Le code postal est 75001.", "tu código de pedido es 483920.",
         "result code 1012", "code 4012 took 1200 ms",
         "your code was sent to the number ending in 4488."),
    ),
)  # fmt: skip
