"""Innocent set 39: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: bell founding, lutherie, mushing and hot-air ballooning (each grepped for in every
earlier ``_heldout_innocents*`` and ``heldout_innocents*`` file; none matched, while
glassblowing, bookbinding, lighthouses, kites, pigeon racing, sumo, kabaddi, cricket,
calligraphy, origami, paragliding and about thirty others did). ``FLAGS``: settings whose
names say password, token, key or secret and whose values are not. ``PARSE``: parse errors
quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
bell foundry: ⟦casting «d6»⟧ ⟦tenor bell 1,240 kg in D⟧ — ⟦bronze 78/22⟧
bell foundry: ⟦mould «U3»«d4»⟧ ⟦loam core dried 9 days⟧ — ⟦tuned to 5 partials⟧
bell foundry: ⟦order «l7»⟧ ⟦ring of 8⟧ — ⟦headstock oak, gudgeons «d4»⟧
lutherie: ⟦violin «d5»⟧ ⟦spruce top, maple back⟧ — ⟦body 356 mm⟧
lutherie: ⟦guitar serial «U2»«d6»⟧ ⟦scale 650 mm⟧ — ⟦nitro finish, cure 30 days⟧
lutherie: ⟦bow «l8»⟧ ⟦pernambuco, 61.2 g⟧ — ⟦rehair booked 2026-12-14⟧
mushing: ⟦team «d4»⟧ ⟦12 dogs, leader Kaska⟧ — ⟦checkpoint «U3» at 14:22⟧
mushing: ⟦bib «d3»⟧ ⟦Iditarod rookie⟧ — ⟦rest 24 h at Takotna⟧
mushing: ⟦dog chip «d15»⟧ ⟦vet check passed⟧ — ⟦booties 4 per run⟧
ballooning: ⟦envelope «U2»-«U3»⟧ ⟦105,000 cu ft⟧ — ⟦fabric test 2026-11-02⟧
ballooning: ⟦flight «d6»⟧ ⟦launch 07:12, 3 pax⟧ — ⟦landed 8.4 km NE⟧
ballooning: ⟦burner «l9»⟧ ⟦double, 2 × 15 MW⟧ — ⟦tanks «d3», «d3»⟧
"""

FLAGS = r"""
flags: ⟦PASSWORD_MIN_LENGTH=14⟧ ⟦PASSWORD_HISTORY=5⟧
flags: ⟦token_ttl_seconds: 3600⟧ ⟦refresh_token_rotation: true⟧
flags: ⟦api_key_header = "X-Api-Key"⟧ ⟦(the header's name, not a key)⟧
flags: ⟦secret_backend: vault⟧ ⟦secret_mount: kv-v2⟧
flags: ⟦--require-recovery-codes⟧ ⟦--recovery-code-count=10⟧
flags: ⟦PIN_ATTEMPTS_BEFORE_LOCK=3⟧ ⟦PIN_LENGTH=6⟧
flags: ⟦passphrase_words = 5⟧ ⟦wordlist = eff_large⟧
flags: ⟦KEY_ROTATION_DAYS=90⟧ ⟦KEY_ALGORITHM=Ed25519⟧
"""

PARSE = r"""
parse: ⟦invalid literal for int() with base 10: 'twelve'⟧
parse: ⟦could not convert string to float: '1,240.5'⟧
parse: ⟦time data '2026-13-06' does not match format '%Y-%m-%d'⟧
parse: ⟦Expecting ',' delimiter: line 3 column 18 (char 41)⟧ ⟦in dogs.json⟧
parse: ⟦yaml: line 7: mapping values are not allowed here⟧ ⟦(key "bell_weight")⟧
parse: ⟦ValueError: 'Kaska' is not a valid Leader⟧
parse: ⟦toml: expected '=' after key 'envelope_size'⟧ ⟦at line 12⟧
parse: ⟦unknown unit 'cu ft'⟧ ⟦in field volume of flight «d6»⟧
"""
