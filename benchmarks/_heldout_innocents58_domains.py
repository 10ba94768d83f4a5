"""Innocent set 58: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: skateboarding, letterboxing, RC aircraft, Chess960, lumberjack sports,
synchronized swimming, Aussie rules, ultimate frisbee, padel and beach volleyball (each
grepped for in every earlier ``_heldout_innocents*`` and ``heldout_innocents*`` file; none
matched, while kite flying, paragliding, cricket, rugby, lacrosse, sumo, judo, surfing,
snooker, darts, origami, birding, astronomy, geocaching, numismatics, rowing, curling,
fencing, polo, pétanque, croquet, squash, badminton and about sixty others did). ``FLAGS``:
settings whose names say password, token, key, secret or PIN and whose values are not.
``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
skateboarding: ⟦run «d5»⟧ ⟦kickflip to 50-50 grind⟧ — ⟦score 86.40⟧ (⟦heat «U1»«d2»⟧)
skateboarding: ⟦deck «l8»⟧ ⟦8.25 in, 14 in wheelbase⟧ — ⟦wheels 54 mm 99A⟧
skateboarding: ⟦park «U3»-«d4»⟧ ⟦bowl depth 2.7 m⟧ — ⟦open 08:00–20:00⟧
letterboxing: ⟦box «d6»⟧ ⟦clue: 40 paces NE of the stile⟧ — ⟦stamp carved 2019⟧
letterboxing: ⟦logbook «l7»⟧ ⟦stamped 212 times⟧ — ⟦last find 2026-11-29⟧
letterboxing: ⟦trail «U2»«d3»⟧ ⟦9 boxes, 6.4 km⟧ — ⟦rated moderate⟧
rc aircraft: ⟦model «d7»⟧ ⟦1.4 m span, 2.1 kg⟧ — ⟦CG 82 mm from LE⟧
rc aircraft: ⟦receiver «U4»«d5»⟧ ⟦bound to channel 7⟧ — ⟦failsafe throttle 0%⟧
rc aircraft: ⟦flight log «l9»⟧ ⟦11 min 40 s⟧ — ⟦pack 4S 3300 mAh⟧
chess960: ⟦position «d3»⟧ ⟦start BBQNNRKR⟧ — ⟦SP-960 id 511⟧
chess960: ⟦game «d8»⟧ ⟦castled O-O-O on move 9⟧ — ⟦0-1 in 41⟧
chess960: ⟦event «l6»⟧ ⟦9 rounds, 15+5⟧ — ⟦pairing by Dutch system⟧
lumberjack: ⟦heat «d4»⟧ ⟦standing block chop 19.84 s⟧ — ⟦aspen 12 in⟧
lumberjack: ⟦athlete «U3»«d4»⟧ ⟦stock saw 11.02 s⟧ — ⟦2 cookies cut⟧
lumberjack: ⟦log «l6»⟧ ⟦white pine, 46 cm⟧ — ⟦underhand chop⟧
synchronized swimming: ⟦routine «d5»⟧ ⟦technical duet 2:50⟧ — ⟦execution 88.2⟧
synchronized swimming: ⟦element «U2»«d2»⟧ ⟦hybrid, difficulty 3.15⟧ — ⟦declared⟧
synchronized swimming: ⟦team «l7»⟧ ⟦8 swimmers⟧ — ⟦music 128 bpm⟧
aussie rules: ⟦match «d6»⟧ ⟦12.9 (81) to 10.14 (74)⟧ — ⟦MCG, round 14⟧
aussie rules: ⟦player «d5»⟧ ⟦31 disposals, 7 marks⟧ — ⟦guernsey 35⟧
aussie rules: ⟦ladder «l6»⟧ ⟦4th, 44 points⟧ — ⟦percentage 118.7⟧
ultimate frisbee: ⟦game «d5»⟧ ⟦15–12 to the wind⟧ — ⟦spirit score 11⟧
ultimate frisbee: ⟦disc «U3»«d3»⟧ ⟦175 g⟧ — ⟦WFDF approved⟧
ultimate frisbee: ⟦line «l5»⟧ ⟦O-line, vertical stack⟧ — ⟦hold 3 of 4⟧
padel: ⟦court «d3»⟧ ⟦glass walls 3 m⟧ — ⟦booked 19:30–21:00⟧
padel: ⟦match «d7»⟧ ⟦6-4 3-6 7-5⟧ — ⟦golden point on⟧
padel: ⟦racket «U2»«d4»⟧ ⟦365 g, diamond shape⟧ — ⟦carbon 12K⟧
beach volleyball: ⟦match «d6»⟧ ⟦21-18 19-21 15-12⟧ — ⟦court 2⟧
beach volleyball: ⟦team «l8»⟧ ⟦seed 5⟧ — ⟦pool «U1»⟧
beach volleyball: ⟦ball «U3»«d5»⟧ ⟦pressure 0.200 kg/cm²⟧ — ⟦FIVB approved⟧
"""

FLAGS = r"""
flags: ⟦--password-min-length 14⟧ ⟦--password-history 5⟧
flags: ⟦TOKEN_TTL_SECONDS=900⟧ ⟦TOKEN_AUDIENCE=api.acme.io⟧
flags: ⟦api_key_header = "X-Api-Key"⟧ ⟦api_key_location = header⟧
flags: ⟦secret_store = vault⟧ ⟦secret_path = kv/data/shop⟧
flags: ⟦PIN_LENGTH=6⟧ ⟦PIN_RETRY_LIMIT=3⟧
flags: ⟦recovery_code_count: 10⟧ ⟦recovery_code_format: xxxxx-xxxxx⟧
flags: ⟦passphrase_wordlist = eff_large⟧ ⟦passphrase_words = 6⟧
flags: ⟦AUTH_PASSWORD_RESET_URL=/account/reset⟧ ⟦AUTH_PASSWORD_HASHER=argon2id⟧
flags: ⟦appkey_required: true⟧ ⟦appkey_header: APPKEY⟧
flags: ⟦CLOUDNS_HTTP_TIMEOUT=30⟧ ⟦CLOUDNS_TTL=60⟧
flags: ⟦INFOBLOX_WAPI_VERSION=2.11⟧ ⟦INFOBLOX_SSL_VERIFY=true⟧
flags: ⟦LUNANODE_ENABLE_WRITES=false⟧ ⟦LUNANODE_ENABLE_DELETES=vm_delete⟧
flags: ⟦key_rotation_days: 90⟧ ⟦key_algorithm: ed25519⟧
flags: ⟦credential.helper = cache --timeout=3600⟧ ⟦credential.useHttpPath = true⟧
flags: ⟦secretKeyRef.name: shop-db⟧ ⟦secretKeyRef.key: password⟧
"""

PARSE = r"""
parse: ⟦invalid value 'forty' for --wheelbase⟧: ⟦expected inches⟧
parse: ⟦score '12.9.81' is not goals.behinds (total)⟧
parse: ⟦position 961 is out of range⟧ (⟦Chess960 ids are 0..959⟧)
parse: ⟦'4S3300' is not a battery spec⟧ (⟦use 4S 3300 mAh⟧)
parse: ⟦set score '7-8' is not valid⟧ in ⟦match.csv row 4⟧
parse: ⟦'golden point' is not a boolean⟧
parse: ⟦chop time '19:84' must be seconds⟧
parse: ⟦difficulty '3,15' must use a dot⟧
parse: ⟦unknown region 'nz-por-9'⟧ (⟦known: nz-por-1, nz-hlz-1⟧)
parse: ⟦TTL 'sixty' is not an integer⟧ in ⟦cloudns.yaml line 3⟧
parse: ⟦zone 'pek9' not found⟧ (⟦did you mean pek3?⟧)
parse: ⟦sender id 'ACME-VETS-UK' is longer than 11 characters⟧
parse: ⟦'+44 20 7946' is not a complete E.164 number⟧
parse: ⟦WAPI version '2.13.x' is not a version⟧
parse: ⟦locale 'rw_RW.UTF8' not supported⟧ (⟦try rw_RW.UTF-8⟧)
"""
