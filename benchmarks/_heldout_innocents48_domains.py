"""Innocent set 48: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: hula competitions, powwows, ice fishing derbies, birchbark canoes and beadwork,
Polynesian wayfinding, tapa cloth, pickleball, skijoring and snowshoe racing,
spearfishing, tidepool surveys, stargazing, sea ice monitoring, caribou surveys and salmon
run counts (each grepped for in every earlier ``_heldout_innocents*`` and
``heldout_innocents*`` file; none matched, while lacrosse, sumo, kendo, kabaddi, hurling,
dragon boat, taiko, gamelan, outrigger, surf, tide, ukulele, rodeo, mushing, maple syrup,
taro, kava, rugby, netball, cricket, disc golf, roller derby, lighthouse, coral, pearl,
canoe, kayak, lichen, aurora, glacier, avalanche, reindeer, bison and hatchery did).
``FLAGS``: settings whose names say password, token, key or secret and whose values are
not. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
hula: ⟦hālau «d4»⟧ ⟦kahiko division⟧ — ⟦score 1,112.5⟧ (⟦kumu K. Kanahele⟧)
hula: ⟦entry «U3»-«d3»⟧ ⟦ʻauana, 7:40 min⟧ — ⟦oli «l6»⟧
hula: ⟦judge sheet «d6»⟧ ⟦costume 9.5⟧ — ⟦language 10⟧
powwow: ⟦dancer «d5»⟧ ⟦men's fancy⟧ — ⟦grand entry 13:00⟧
powwow: ⟦drum «U2»«d3»⟧ ⟦northern style⟧ — ⟦song 4 of 6⟧
powwow: ⟦contest «l8»⟧ ⟦jingle dress, 1st place⟧ — ⟦$1,500 purse⟧
ice fishing: ⟦derby ticket «d7»⟧ ⟦hole «U1»«d2»⟧ — ⟦walleye 61.2 cm⟧
ice fishing: ⟦ice depth 38 cm⟧ at ⟦station «l6»⟧ — ⟦checked 2026-12-05⟧
ice fishing: ⟦tip-up «d4»⟧ ⟦flag up 07:14⟧ — ⟦northern pike⟧
birchbark: ⟦canoe «U3»«d4»⟧ ⟦5.2 m, 34 ribs⟧ — ⟦spruce root lashing⟧
beading: ⟦pattern «l10»⟧ ⟦11/0 seed beads⟧ — ⟦peyote stitch, 2,400 beads⟧
beading: ⟦order «d6»⟧ ⟦medallion 7 cm⟧ — ⟦ships 2026-12-12⟧
wayfinding: ⟦voyage «U2»-«d4»⟧ ⟦Hōkūleʻa leg 3⟧ — ⟦2,400 nmi⟧
wayfinding: ⟦star compass house «d2»⟧ ⟦ʻĀina Koʻolau⟧ — ⟦heading 034°⟧
wayfinding: ⟦swell log «l7»⟧ ⟦NE 2.1 m, 11 s⟧ — ⟦crew watch 2⟧
tapa: ⟦sheet «d5»⟧ ⟦ngatu 3 × 12 m⟧ — ⟦koka dye, kupesi «U2»«d2»⟧
tapa: ⟦bark batch «l6»⟧ ⟦hiapo 40 strips⟧ — ⟦dried 3 days⟧
pickleball: ⟦match «d7»⟧ ⟦11-8, 9-11, 11-6⟧ — ⟦court «U1»«d1»⟧
pickleball: ⟦DUPR «d6»⟧ ⟦rating 4.213⟧ — ⟦mixed doubles⟧
pickleball: ⟦ladder «l8»⟧ ⟦week 6⟧ — ⟦24 players⟧
skijoring: ⟦bib «d3»⟧ ⟦horse «U3»«d3»⟧ — ⟦run 41.08 s, 2 gates missed⟧
snowshoe: ⟦race «d5»⟧ ⟦10 km⟧ — ⟦finish 58:41⟧ (⟦age group M40⟧)
spearfishing: ⟦dive log «l9»⟧ ⟦depth 14 m⟧ — ⟦bottom time 1:42⟧
spearfishing: ⟦catch tag «U2»«d5»⟧ ⟦uhu 3.1 kg⟧ — ⟦bag limit ok⟧
tidepool: ⟦transect «d4»⟧ ⟦quadrat «U1»«d2»⟧ — ⟦22 opihi, 4 limu species⟧
tidepool: ⟦survey «l6»⟧ ⟦tide −0.3 ft⟧ — ⟦06:52 HST⟧
stargazing: ⟦session «d6»⟧ ⟦Bortle 3⟧ — ⟦seeing 4/5⟧
stargazing: ⟦target «U3»«d3»⟧ ⟦M31, 90 × 120 s⟧ — ⟦ISO 800⟧
sea ice: ⟦station «U2»«d3»⟧ ⟦thickness 1.42 m⟧ — ⟦snow 18 cm⟧
sea ice: ⟦floe «l8»⟧ ⟦drift 4.6 km/day⟧ — ⟦heading 212°⟧
caribou: ⟦collar «d6»⟧ ⟦herd Porcupine⟧ — ⟦fix 2026-12-06 04:00⟧
caribou: ⟦survey block «U2»«d2»⟧ ⟦1,804 counted⟧ — ⟦calf ratio 0.31⟧
salmon run: ⟦weir «l5»⟧ ⟦sockeye 12,441⟧ — ⟦day 38⟧
salmon run: ⟦sonar «d5»⟧ ⟦chinook 214/h⟧ — ⟦water 11.2 °C⟧
"""

FLAGS = r"""
settings: ⟦switchbot.token_file = ~/.config/switchbot/token⟧ ⟦(read at start)⟧
settings: ⟦RACHIO_API_KEY_FILE=/run/secrets/rachio⟧ ⟦mode 0400⟧
settings: ⟦deconz.api_key_source = phoscon⟧ ⟦deconz.port = 80⟧
settings: ⟦bitkub.secret_env = BITKUB_SECRET⟧ ⟦bitkub.recv_window_ms = 5000⟧
settings: ⟦coincheck.nonce_mode = unix_ms⟧ ⟦coincheck.key_rotation_days = 90⟧
settings: ⟦bitmex.api_expires_s = 60⟧ ⟦bitmex.testnet = true⟧
settings: ⟦opennode.key_scope = invoices⟧ ⟦opennode.env = dev⟧
settings: ⟦pandascore.token_param = header⟧ ⟦pandascore.rate_limit = 1000/h⟧
settings: ⟦infermedica.app_key_ref = vault:health/infermedica⟧
settings: ⟦OPENAQ_API_KEY_REQUIRED=true⟧ ⟦OPENAQ_TIMEOUT_S=30⟧
settings: ⟦paynow.integration_key_from = sops⟧ ⟦paynow.result_url = /paynow/result⟧
settings: ⟦pawapay.token_ttl = none⟧ ⟦pawapay.signed_requests = true⟧
settings: ⟦loxone.password_prompt = on_start⟧ ⟦loxone.tls = false⟧
settings: ⟦--secret-key-file /etc/ledgersmb/secret⟧ ⟦--secret-key-min 32⟧
settings: ⟦password_hash = argon2id⟧ ⟦password_min_length = 14⟧
settings: ⟦token_audience = api.acme.io⟧ ⟦token_leeway_s = 30⟧
settings: ⟦recovery_codes.format = xxxxx-xxxxx⟧ ⟦recovery_codes.count = 10⟧
settings: ⟦pin_length = 6⟧ ⟦pin_retry_limit = 5⟧
settings: ⟦passphrase.wordlist = eff_large⟧ ⟦passphrase.words = 6⟧
settings: ⟦api_key_header = X-API-Key⟧ ⟦api_key_prefix = "ak_"⟧
"""

PARSE = r"""
parse: ⟦invalid value 'twelve' for --tip-ups⟧: ⟦expected an integer⟧
parse: ⟦heading '034deg' is not a number of degrees⟧
parse: ⟦DUPR '4,213' must use a dot⟧ in ⟦ladder.csv row 7⟧
parse: ⟦'kahiko-auana' is not a division⟧ (⟦did you mean kahiko or ʻauana?⟧)
parse: ⟦ice depth '38cm' is not in cm⟧ in ⟦derby.yaml line 12⟧
parse: ⟦unknown herd 'Porcupin'⟧ (⟦known: Porcupine, Bathurst, Bluenose-East⟧)
parse: ⟦swell '2.1m/11s' does not match 'H m, T s'⟧
parse: ⟦Bortle '3a' must be 1..9⟧
parse: ⟦'2026-12-32' does not match format '%Y-%m-%d'⟧
parse: ⟦timezone 'Pacific/Honolul' not found⟧ (⟦did you mean Pacific/Honolulu?⟧)
parse: ⟦could not convert string to float: '41,08'⟧ (⟦use a dot⟧)
parse: ⟦encoding 'utf-9' is unknown⟧
parse: ⟦region 'af-south-3' is not a valid region⟧
parse: ⟦'BISE2' is not a data source⟧ (⟦use BISE or BIE⟧)
parse: ⟦currency 'ZWG2' is not ISO 4217⟧
"""
