"""Innocent set 33: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: campanology, ice hockey, rock climbing, record pressing, marching band, show
jumping, xiangqi, speedcubing and film festivals (each grepped for in every earlier
``_heldout_innocents*`` and ``heldout_innocents*`` file; none matched, while bell ringing,
beekeeping, falconry, orienteering, sailing, curling, fencing, archery, bouldering, caving,
amateur radio, philately, brewing, bonsai, quilting, pottery, chess, shogi, mahjong, bridge,
rowing, polo, dressage, opera, ballet and about ninety others did). ``FLAGS``: settings whose
names say password, token, key or secret and whose values are not. ``PARSE``: parse errors
quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
campanology: ⟦peal «d4»⟧ ⟦5040 Grandsire Triples⟧ — ⟦3h 02m⟧ (⟦tower «U2»«d3»⟧)
campanology: ⟦touch «l6»⟧ ⟦Plain Bob Minor⟧ — ⟦720 changes⟧
campanology: ⟦band «d5»⟧ ⟦tenor 24–1–3 in D⟧ — ⟦conductor R. Hale⟧
ice hockey: ⟦game «d7»⟧ ⟦PPG 2-1 at 14:22 P2⟧ — ⟦shots 31–27⟧
ice hockey: ⟦player «d6»⟧ ⟦+/- +3⟧ — ⟦TOI 21:44⟧ (⟦jersey 88⟧)
ice hockey: ⟦penalty «U3»«d4»⟧ ⟦tripping, 2 min⟧ — ⟦served by #17⟧
rock climbing: ⟦route «l8»⟧ ⟦grade 7a+⟧ — ⟦22 m, 9 bolts⟧
rock climbing: ⟦problem «d5»⟧ ⟦V6 sit start⟧ — ⟦sector «U2»«d2»⟧
rock climbing: ⟦rope «U4»«d6»⟧ ⟦9.8 mm, 70 m⟧ — ⟦retire after 2031-04⟧
record pressing: ⟦matrix «U3»-«d5»-A⟧ ⟦lacquer cut 2026-11-20⟧ — ⟦180 g⟧
record pressing: ⟦stamper «d6»⟧ ⟦press 3, 1,000 hits⟧ — ⟦test pressing approved⟧
record pressing: ⟦order «l7»⟧ ⟦500 × 12" black⟧ — ⟦sleeves 350 gsm⟧
marching band: ⟦drill set «d3»⟧ ⟦8-to-5 step size⟧ — ⟦form «U1»«d2»⟧
marching band: ⟦member «d6»⟧ ⟦mellophone 2⟧ — ⟦dot «U2»«d2»⟧
marching band: ⟦show «l6»⟧ ⟦tempo 168 bpm⟧ — ⟦runtime 7:45⟧
show jumping: ⟦horse «d8»⟧ ⟦FEI id «U3»«d5»⟧ — ⟦1.45 m class⟧
show jumping: ⟦round «d4»⟧ ⟦4 faults, 68.21 s⟧ — ⟦jump-off 0/41.07⟧
show jumping: ⟦course «l6»⟧ ⟦13 efforts, triple combination⟧ — ⟦time allowed 76 s⟧
xiangqi: ⟦game «d9»⟧ ⟦炮二平五 opening⟧ — ⟦Red wins at move 58⟧
xiangqi: ⟦record «l10»⟧ ⟦马八进七⟧ — ⟦rapid 15+10⟧
xiangqi: ⟦player «d7»⟧ ⟦rating 2214⟧ — ⟦club «U3»«d3»⟧
speedcubing: ⟦solve «d6»⟧ ⟦3x3 single 7.91⟧ — ⟦scramble R U R' F2 D L'⟧
speedcubing: ⟦competitor «d4»«U4»«d2»⟧ ⟦ao5 9.84⟧ — ⟦event 333oh⟧
speedcubing: ⟦competition «l12»⟧ ⟦round 2 cutoff 20.00⟧ — ⟦group «U1»«d1»⟧
film festival: ⟦submission «d7»⟧ ⟦runtime 14:32⟧ — ⟦category short doc⟧
film festival: ⟦screening «U3»-«d3»⟧ ⟦DCP «h12»⟧ — ⟦hall 2, 19:30⟧
film festival: ⟦jury badge «d5»⟧ ⟦section Horizons⟧ — ⟦press accreditation approved⟧
"""

FLAGS = r"""
settings: ⟦sinric.app_key_env = SINRIC_APP_KEY⟧ ⟦(value read at boot)⟧
settings: ⟦GOVEE_API_KEY_FILE=/run/secrets/govee⟧ ⟦mode 0400⟧
settings: ⟦kannel.sendsms.password_min = 10⟧ ⟦kannel.sendsms.max_messages = 3⟧
settings: ⟦zanata.apikey.source = keyring⟧ ⟦zanata.url = https://translate.acme.io/⟧
settings: ⟦yeastar.token_ttl_s = 1800⟧ ⟦yeastar.refresh_ttl_s = 86400⟧
settings: ⟦buildbot.worker.password_from = vault:ci/workers⟧
settings: ⟦statuspal.key_kind = organization⟧ ⟦statuspal.read_only = true⟧
settings: ⟦NUKI_TOKEN_SCOPE=smartlock.readOnly⟧ ⟦NUKI_POLL_S=60⟧
settings: ⟦homebridge.pin_rotation = never⟧ ⟦homebridge.insecure = false⟧
settings: ⟦--api-key-header X-Api-Key⟧ ⟦--api-key-required⟧
settings: ⟦secret_store = sops⟧, ⟦secret_age_recipients = 2⟧
settings: ⟦passphrase_min_words = 5⟧ ⟦passphrase_separator = "-"⟧
settings: ⟦token_cache = memory⟧ ⟦token_refresh_skew_s = 60⟧
settings: ⟦recovery_codes.enabled = true⟧ ⟦recovery_codes.count = 8⟧
settings: ⟦pin.max_attempts = 3⟧ ⟦pin.lockout_minutes = 15⟧
"""

PARSE = r"""
parse: ⟦invalid value 'seven' for --bolts⟧: ⟦expected an integer⟧
parse: ⟦grade '7z' is not a French sport grade⟧
parse: ⟦tempo '168bpm' must be a number⟧ in ⟦show.yaml line 4⟧
parse: ⟦'5040 Grandsire' is not a method name⟧ (⟦did you mean Grandsire Triples?⟧)
parse: ⟦runtime '14m32' is not in mm:ss⟧
parse: ⟦unknown event '333fm2'⟧ (⟦known: 333, 333oh, 333fm⟧)
parse: ⟦'B+R' is not a result⟧ (⟦use 1-0, 0-1 or 1/2⟧)
parse: ⟦weight '180gsm' is not in grams⟧ in ⟦order.csv row 12⟧
parse: ⟦timezone 'Europe/Lisboa' not found⟧ (⟦did you mean Europe/Lisbon?⟧)
parse: ⟦encoding 'utf-88' is unknown⟧
parse: ⟦plan 'enterprise-plus' is not a valid Plan⟧
parse: ⟦'2026-13-40' does not match format '%Y-%m-%d'⟧
parse: ⟦could not convert string to float: '12,50'⟧ (⟦use a dot⟧)
parse: ⟦No module named 'backends.s4'⟧ (⟦check STORAGE_BACKEND⟧)
parse: ⟦jersey 'eighty-eight' must be 1..99⟧
"""
