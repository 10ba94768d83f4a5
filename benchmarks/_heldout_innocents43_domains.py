"""Innocent set 43: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: tea auctions, copra trading, kava trading, durian grading, monsoon forecasting,
sugar cane milling, jeepney routes, areca and betel markets and lontar manuscripts (each
grepped for in every earlier ``_heldout_innocents*`` and ``heldout_innocents*`` file; none
matched, while kabaddi, sepak takraw, dragon boats, gamelan, batik, rice milling, pearl
farming, canoes, rugby league, surfing, cricket, sumo, silat, muay thai, kites, wayang,
carrom, badminton, rubber tapping, spices, tuna, seaweed, vanilla curing, cassava, sago,
cacao, abaca, tuk-tuks and ferries did). ``FLAGS``: settings whose names say password,
token, key or secret and whose values are not. ``PARSE``: parse errors quoting ordinary
values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
tea auction: ⟦lot «d5»⟧ ⟦BOPF, 42 chests⟧ — ⟦sold at LKR 1,480/kg⟧ (⟦broker «U3»«d2»⟧)
tea auction: ⟦sale «d2»/2026⟧ ⟦Colombo, 6 Dec⟧ — ⟦catalogue «l8»⟧
tea auction: ⟦garden mark «U4»⟧ ⟦invoice «d4»⟧ — ⟦Assam CTC BP1⟧
copra trade: ⟦bag tag «U2»«d6»⟧ ⟦moisture 6.1%⟧ — ⟦grade FMS⟧
copra trade: ⟦shipment «d7»⟧ ⟦312 t to Lautoka⟧ — ⟦bill of lading «U4»«d6»⟧
copra trade: ⟦buyer «l6»⟧ ⟦PGK 1,250/t⟧ — ⟦dryer kiln «d2»⟧
kava trade: ⟦batch «U2»-«d5»⟧ ⟦noble variety Borogu⟧ — ⟦kavalactones 9.2%⟧
kava trade: ⟦export permit «d8»⟧ ⟦Vanuatu to NZ⟧ — ⟦180 kg root powder⟧
kava trade: ⟦grower «d6»⟧ ⟦Tanna, 5-year waka⟧ — ⟦lab sample «l7»⟧
durian grading: ⟦crate «d6»⟧ ⟦Musang King, grade A⟧ — ⟦2.4 kg avg⟧
durian grading: ⟦orchard «U3»«d3»⟧ ⟦D197, 88 fruits⟧ — ⟦dry matter 34%⟧
durian grading: ⟦lot «l9»⟧ ⟦Monthong, export grade⟧ — ⟦reefer «U4»«d7»⟧
monsoon forecast: ⟦bulletin «d4»⟧ ⟦onset over Kerala 1 Jun ± 4 days⟧
monsoon forecast: ⟦station «d5»⟧ ⟦rainfall 212 mm/24 h⟧ — ⟦red alert⟧
monsoon forecast: ⟦run «h8»⟧ ⟦ensemble member 17⟧ — ⟦MJO phase 4⟧
sugar cane mill: ⟦truck «U2»«d4»⟧ ⟦28.4 t cane⟧ — ⟦CCS 13.2⟧
sugar cane mill: ⟦crushing day «d3»⟧ ⟦7,400 tcd⟧ — ⟦bagasse 29%⟧
sugar cane mill: ⟦grower code «d6»⟧ ⟦ratoon 2⟧ — ⟦payment batch «l6»⟧
jeepney route: ⟦route «U2»«d3»⟧ ⟦Cubao–Divisoria⟧ — ⟦fare PHP 13⟧
jeepney route: ⟦franchise «d4»-«d5»⟧ ⟦plate «U3» «d4»⟧ — ⟦valid to 2029⟧
jeepney route: ⟦unit «l6»⟧ ⟦22 seats⟧ — ⟦modern PUJ class 2⟧
areca market: ⟦bid «d6»⟧ ⟦chali grade⟧ — ⟦INR 48,200/quintal⟧
areca market: ⟦APMC lot «U3»/«d5»⟧ ⟦rashi, 6 bags⟧ — ⟦Shivamogga⟧
betel market: ⟦bundle «d5»⟧ ⟦Mysore leaf, 100 count⟧ — ⟦stall «U1»«d2»⟧
lontar manuscript: ⟦collection «U3»-«d4»⟧ ⟦Usada, 64 leaves⟧ — ⟦Balinese script⟧
lontar manuscript: ⟦leaf «d3»r⟧ ⟦scan «l10»⟧ — ⟦600 dpi, conserved 2025⟧
lontar manuscript: ⟦catalogue «d5»⟧ ⟦Kakawin Ramayana⟧ — ⟦Gedong Kirtya⟧
"""

FLAGS = r"""
settings: ⟦quickbase.usertoken_source = vault:qb/ops⟧ ⟦quickbase.realm = acme⟧
settings: ⟦REFERSION_SECRET_KEY_FILE=/run/secrets/refersion⟧ ⟦mode 0400⟧
settings: ⟦shotgrid.script_key_env = SG_SCRIPT_KEY⟧ ⟦shotgrid.script_name = publish_bot⟧
settings: ⟦sophos.client_secret_ttl_days = 90⟧ ⟦sophos.region = eu01⟧
settings: ⟦spotinst.token_scope = account⟧ ⟦spotinst.account = act-7f3c2a1b⟧
settings: ⟦procore.client_secret_rotation = quarterly⟧ ⟦procore.sandbox = false⟧
settings: ⟦signl4.team_secret_from = 1password://ops/signl4⟧
settings: ⟦nutanix.password_min_length = 14⟧ ⟦nutanix.insecure = false⟧
settings: ⟦ozeki.md5_userinfo = true⟧ ⟦ozeki.port = 9333⟧
settings: ⟦--api-key-file ~/.config/semrush/key⟧ ⟦--api-units-warn 5000⟧
settings: ⟦secret_backend = sops⟧, ⟦secret_age_recipients = 3⟧
settings: ⟦passphrase_words = 6⟧ ⟦passphrase_wordlist = eff_large⟧
settings: ⟦token_ttl_s = 1800⟧ ⟦token_refresh_skew_s = 120⟧
settings: ⟦recovery_codes.count = 10⟧ ⟦recovery_codes.length = 11⟧
settings: ⟦pin.digits = 6⟧ ⟦pin.max_attempts = 5⟧
"""

PARSE = r"""
parse: ⟦invalid value 'forty-two' for --chests⟧: ⟦expected an integer⟧
parse: ⟦grade 'BOPF1' is not a tea grade⟧ (⟦did you mean BOPF?⟧)
parse: ⟦moisture '6,1%' must use a dot⟧ in ⟦copra.csv row 18⟧
parse: ⟦variety 'Borogu2' is not a noble kava⟧
parse: ⟦weight '2.4kgs' is not in kg⟧
parse: ⟦onset date '1 June ± 4' does not match '%Y-%m-%d'⟧
parse: ⟦unknown station 'KER-99'⟧ (⟦known: KER-01 … KER-42⟧)
parse: ⟦CCS '13,2' could not be converted to float⟧
parse: ⟦route 'T-4O2' has a letter O where a zero belongs⟧
parse: ⟦plate 'NCR 1234' must be 'ABC 1234'⟧
parse: ⟦currency 'INRS' is unknown⟧ (⟦did you mean INR?⟧)
parse: ⟦leaf '64v2' is not recto or verso⟧
parse: ⟦timezone 'Asia/Calcuta' not found⟧ (⟦did you mean Asia/Kolkata?⟧)
parse: ⟦encoding 'tis-620x' is unknown⟧
parse: ⟦No module named 'mills.crush2'⟧ (⟦check MILL_BACKEND⟧)
"""
