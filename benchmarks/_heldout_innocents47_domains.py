"""Innocent set 47: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: buzkashi, handloom weaving, trekking permits, dairy cooperatives, millwrighting,
gemology, wool clips, irrigation canals, dabbawalas, auction houses
and stepwells (each grepped for in every earlier
``_heldout_innocents*``, ``heldout_innocents*`` and held-out secrets file; none matched, while
kabaddi, cricket, polo, carpet weaving, tea estates, saffron, yaks, glaciers, sericulture,
jute, rickshaws, ropeways, salt pans, khadi, lighthouses, bookbinding, blacksmithing and
others did). ``FLAGS``: settings whose names say password, token, key or secret and whose
values are not. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
buzkashi: ⟦match «d6»⟧ ⟦Chapandaz «U2»«d3»⟧ — ⟦3 goals in the first half⟧
buzkashi: ⟦horse «d7»⟧ ⟦stable Mazar-«d2»⟧ — ⟦rested 4 days⟧
buzkashi: ⟦tournament «l8»⟧ ⟦Nowruz cup⟧ — ⟦12 teams, final 2027-03-21⟧
handloom: ⟦loom «U3»-«d4»⟧ ⟦pit loom, 48 in reed⟧ — ⟦warp 2/60s cotton⟧
handloom: ⟦saree «d8»⟧ ⟦Ikat, 6.3 m⟧ — ⟦weaver cluster «l6»⟧
handloom: ⟦design card «h10»⟧ ⟦jacquard 240 hooks⟧ — ⟦motif 'mango'⟧
trekking permit: ⟦TIMS card «d9»⟧ ⟦Annapurna circuit⟧ — ⟦valid 2026-12-01 to 2027-01-15⟧
trekking permit: ⟦restricted area permit «U4»«d6»⟧ ⟦Upper Mustang⟧ — ⟦group of 3⟧
trekking permit: ⟦checkpost «l5»⟧ ⟦entry 09:41⟧ — ⟦guide licence «d7»⟧
dairy cooperative: ⟦society «d5»⟧ ⟦morning collection 1,240 L⟧ — ⟦fat 4.1%, SNF 8.6%⟧
dairy cooperative: ⟦member «d8»⟧ ⟦payout cycle «d3»⟧ — ⟦rate 41.20 per litre⟧
dairy cooperative: ⟦bulk cooler «U2»«d4»⟧ ⟦4 °C at 06:10⟧ — ⟦route «l4»⟧
millwright: ⟦work order «d7»⟧ ⟦realign gearbox on line 3⟧ — ⟦runout 0.04 mm⟧
millwright: ⟦bearing «U4»«d4»⟧ ⟦6205-2RS⟧ — ⟦replaced at 11,200 h⟧
millwright: ⟦shim pack «h8»⟧ ⟦0.25 mm stainless⟧ — ⟦laser alignment passed⟧
gemology: ⟦report «d10»⟧ ⟦1.02 ct, G, VS1⟧ — ⟦excellent cut⟧
gemology: ⟦stone «U3»«d6»⟧ ⟦RI 1.762–1.770⟧ — ⟦natural sapphire, heated⟧
gemology: ⟦inscription «d9»⟧ ⟦laser on girdle⟧ — ⟦lab «U4»⟧
wool clip: ⟦bale «d8»⟧ ⟦18.6 micron⟧ — ⟦yield 71.4%⟧
wool clip: ⟦lot «U2»«d5»⟧ ⟦AAAM grade⟧ — ⟦sale 2026-12-09⟧
wool clip: ⟦shed «l6»⟧ ⟦1,420 head shorn⟧ — ⟦4 stands⟧
irrigation canal: ⟦outlet «d6»⟧ ⟦warabandi turn 03:00–05:30⟧ — ⟦Thursday⟧
irrigation canal: ⟦distributary «U2»-«d3»⟧ ⟦discharge 2.4 cumec⟧ — ⟦gate 40% open⟧
irrigation canal: ⟦gauge «l7»⟧ ⟦reading 1.86 m⟧ — ⟦desilting due 2027-02⟧
dabbawala: ⟦tiffin code «U2»-«d2»-«U1»-«d1»⟧ ⟦Churchgate, building 7⟧ — ⟦floor 4⟧
dabbawala: ⟦route «d4»⟧ ⟦Borivali to Nariman Point⟧ — ⟦11:42 local⟧
dabbawala: ⟦crate «l5»⟧ ⟦32 tiffins⟧ — ⟦handover at Dadar⟧
auction house: ⟦lot «d4»⟧ ⟦estimate 2,000–3,000⟧ — ⟦paddle «d3»⟧
auction house: ⟦sale «U3»«d5»⟧ ⟦hammer 14:32⟧ — ⟦buyer's premium 25%⟧
auction house: ⟦catalogue «l7»⟧ ⟦212 lots⟧ — ⟦viewing 2026-12-10⟧
stepwell: ⟦site «d5»⟧ ⟦7 storeys⟧ — ⟦water level 11.2 m below rim⟧
stepwell: ⟦survey «U2»«d4»⟧ ⟦photogrammetry 4,810 images⟧ — ⟦drone «l6»⟧
stepwell: ⟦conservation plan «h8»⟧ ⟦lime mortar only⟧ — ⟦phase 2 of 3⟧
"""

FLAGS = r"""
flags: ⟦PASSWORD_MIN_LENGTH=14⟧ and ⟦PASSWORD_HISTORY=5⟧
flags: ⟦TOKEN_TTL_SECONDS=3600⟧ (⟦refresh at 80%⟧)
flags: ⟦api_key_header: X-Api-Key⟧ — ⟦api_key_required: true⟧
flags: ⟦SECRET_BACKEND=vault⟧ with ⟦SECRET_MOUNT=kv-v2⟧
flags: ⟦ansible_become_password_prompt: true⟧
flags: ⟦nomad.acl.enabled = true⟧, ⟦token_ttl = "72h"⟧
flags: ⟦kamal secrets adapter: 1password⟧, ⟦account: acme⟧
flags: ⟦vnc_password_required=1⟧ in ⟦qemu.conf⟧
flags: ⟦lxc config set ci-runner security.secureboot false⟧
flags: ⟦juju model-config juju-no-proxy=10.0.0.0/8⟧
flags: ⟦OS_AUTH_TYPE=v3applicationcredential⟧ and ⟦OS_REGION_NAME=RegionOne⟧
flags: ⟦recovery_codes_count = 10⟧, ⟦recovery_code_length = 10⟧
flags: ⟦pin_attempts_before_lockout: 5⟧
flags: ⟦passphrase_words: 6⟧ from ⟦eff_large_wordlist⟧
flags: ⟦ZENVIA_FROM=ACME⟧ (⟦sender id, public⟧)
"""

PARSE = r"""
parse: ⟦invalid literal for int() with base 10: 'twelve'⟧ in ⟦retries⟧
parse: ⟦could not convert string to float: '4,5'⟧ (⟦decimal comma⟧)
parse: ⟦Unknown field: 'colour'⟧ — ⟦did you mean 'color'?⟧
parse: ⟦no such column: warabandi_turn⟧ in ⟦select * from outlets⟧
parse: ⟦failed decoding '7.5' with xs:int⟧ at ⟦/config/timeout⟧
parse: ⟦yaml: line 14: mapping values are not allowed here⟧
parse: ⟦expected '=' after key 'region'⟧ at ⟦line 3, column 9⟧
parse: ⟦Unexpected token '}' at line 12, column 1⟧ in ⟦main.tf⟧
parse: ⟦time data '2026-13-01' does not match format '%Y-%m-%d'⟧
parse: ⟦'Kathmandu/Asia' is not a valid time zone⟧ — ⟦try 'Asia/Kathmandu'⟧
parse: ⟦invalid port '80a'⟧ in ⟦listen⟧
parse: ⟦unknown unit 'kbps'⟧ — ⟦expected one of Kbit, Mbit⟧
parse: ⟦Invalid date '2026-02-30'⟧ in ⟦permit valid_to⟧
parse: ⟦no such file: keys/README.md⟧ (⟦listing only⟧)
parse: ⟦bad grade 'VS3'⟧ — ⟦expected VS1 or VS2⟧
"""
