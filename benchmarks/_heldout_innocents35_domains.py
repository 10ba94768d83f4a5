"""Innocent set 35: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: kendama, karuta, kathak, tea ceremony, paddy farming, outrigger canoeing, surf
lifesaving, rugby league, kho-kho, carrom, muay thai and badminton (each grepped for in
every earlier ``_heldout_innocents*`` and ``heldout_innocents*`` file; none matched, while
kites, sumo, kabaddi, sepak takraw, dragon boats, origami, baduk, gamelan, batik, pearl
diving, lawn bowls, netball, shadow puppets, wayang, cricket, polo and hockey did).
``FLAGS``: settings whose names say password, token, key, secret or PIN and whose values are
not. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
kendama: ⟦trick «l6»⟧ ⟦lighthouse to spike⟧ — ⟦level 7 of 10⟧ (⟦ken «U3»«d4»⟧)
kendama: ⟦player «d6»⟧ ⟦KWC 2026 division open⟧ — ⟦run score 212⟧
kendama: ⟦batch «d5»⟧ ⟦beech tama, 66 g⟧ — ⟦sticky paint lot «l5»⟧
karuta: ⟦match «d7»⟧ ⟦A-class, round 4⟧ — ⟦won by 3 cards⟧
karuta: ⟦card «d3»⟧ ⟦kimariji 'むすめふさほせ'⟧ — ⟦one-syllable card⟧
karuta: ⟦reader «U2»«d3»⟧ ⟦dan 6⟧ — ⟦tournament «l8»⟧
kathak: ⟦recital «d5»⟧ ⟦teentaal, 16 beats⟧ — ⟦tatkar at 240 bpm⟧
kathak: ⟦student «d6»⟧ ⟦gharana Lucknow⟧ — ⟦grade Visharad part 1⟧
kathak: ⟦ghungroo set «U4»«d3»⟧ ⟦100 bells each⟧ — ⟦brass, hand-strung⟧
tea ceremony: ⟦gathering «d6»⟧ ⟦usucha for 5 guests⟧ — ⟦room 4.5 tatami⟧
tea ceremony: ⟦bowl «U2»-«d4»⟧ ⟦Raku, black glaze⟧ — ⟦made 1892⟧
tea ceremony: ⟦lesson «l7»⟧ ⟦Urasenke, chabako temae⟧ — ⟦Thursday 14:00⟧
paddy farming: ⟦field «U2»«d4»⟧ ⟦0.42 ha, variety IR64⟧ — ⟦transplanted 2026-07-03⟧
paddy farming: ⟦harvest «d7»⟧ ⟦5.8 t/ha at 21% moisture⟧ — ⟦mill «l6»⟧
paddy farming: ⟦pump «d5»⟧ ⟦AWD irrigation, 15 cm threshold⟧ — ⟦runtime 3h 20m⟧
outrigger canoe: ⟦race «d5»⟧ ⟦OC6 open men, 42 km⟧ — ⟦3:58:12⟧
outrigger canoe: ⟦hull «U3»«d4»⟧ ⟦ama on left, 13.7 m⟧ — ⟦seat 1 stroke⟧
outrigger canoe: ⟦crew «l6»⟧ ⟦huli drill passed⟧ — ⟦coach K. Kahale⟧
surf lifesaving: ⟦patrol «d6»⟧ ⟦flags 09:00–17:00⟧ — ⟦3 rescues, 41 preventions⟧
surf lifesaving: ⟦member «d8»⟧ ⟦Bronze Medallion 2026⟧ — ⟦IRB crew⟧
surf lifesaving: ⟦carnival «l7»⟧ ⟦board relay, U17⟧ — ⟦heat 3 lane 6⟧
rugby league: ⟦match «d7»⟧ ⟦24–18 after golden point⟧ — ⟦set restarts 6⟧
rugby league: ⟦player «d6»⟧ ⟦hooker, 88 tackles⟧ — ⟦jersey 9⟧
rugby league: ⟦referral «U2»«d5»⟧ ⟦bunker: try awarded⟧ — ⟦time 62:14⟧
kho-kho: ⟦match «d6»⟧ ⟦9 chasers, 2 innings⟧ — ⟦won 12–10⟧
kho-kho: ⟦team «l6»⟧ ⟦pole dive count 7⟧ — ⟦state round 2⟧
kho-kho: ⟦court «U1»«d3»⟧ ⟦27 m × 16 m⟧ — ⟦turn 7 minutes⟧
carrom: ⟦board «d5»⟧ ⟦74 cm playing area⟧ — ⟦striker 15 g⟧
carrom: ⟦game «d7»⟧ ⟦queen covered in round 5⟧ — ⟦29–17⟧
carrom: ⟦player «U3»«d4»⟧ ⟦ICF rating 1840⟧ — ⟦club «l6»⟧
muay thai: ⟦bout «d6»⟧ ⟦5 × 3 min, 67 kg⟧ — ⟦won on points 49–46⟧
muay thai: ⟦fighter «d7»⟧ ⟦record 41-8-2⟧ — ⟦camp «l8»⟧
muay thai: ⟦mongkol «U2»«d3»⟧ ⟦blessed 2026-11-20⟧ — ⟦wai kru performed⟧
badminton: ⟦match «d7»⟧ ⟦21–17, 19–21, 21–15⟧ — ⟦court 4⟧
badminton: ⟦player «d6»⟧ ⟦BWF id «d5»⟧ — ⟦ranked 112 in MS⟧
badminton: ⟦shuttle lot «U2»«d4»⟧ ⟦speed 77, feather⟧ — ⟦tube of 12⟧
"""

FLAGS = r"""
flags: ⟦PASSWORD_MIN_LENGTH=12⟧ ⟦PASSWORD_HISTORY=5⟧
flags: ⟦TOKEN_TTL_SECONDS=3600⟧ ⟦TOKEN_AUDIENCE=api.acme.io⟧
flags: ⟦API_KEY_HEADER=X-Api-Key⟧ ⟦API_KEY_PREFIX=ak_⟧
flags: ⟦SECRET_ROTATION_DAYS=90⟧ ⟦SECRET_BACKEND=vault⟧
flags: ⟦PIN_LENGTH=6⟧ ⟦PIN_MAX_ATTEMPTS=3⟧
flags: ⟦KEBOOLA_TOKEN_EXPIRES_IN=86400⟧ ⟦KEBOOLA_STACK=eu-central-1⟧
flags: ⟦KEEN_PROJECT_ID=«h24»⟧ ⟦KEEN_WRITE_KEY_FILE=/run/secrets/keen_write⟧
flags: ⟦JUDGE0_AUTHN_HEADER=X-Auth-Token⟧ ⟦JUDGE0_MAX_QUEUE=100⟧
flags: ⟦KOLIDE_LAUNCHER_ENROLL_SECRET_PATH=/etc/kolide-k2/secret⟧
flags: ⟦LEANPLUM_APP_ID_PUBLIC=true⟧ ⟦LEANPLUM_KEY_SOURCE=keychain⟧
flags: ⟦listrak.token_url=https://auth.listrak.com/OAuth2/Token⟧ ⟦listrak.scope=email⟧
flags: ⟦onshape.secret_key_env=ONSHAPE_SECRET_KEY⟧ ⟦onshape.api_version=v10⟧
flags: ⟦meshtastic.psk=default⟧ ⟦meshtastic.channel=LongFast⟧
flags: ⟦picovoice.access_key_file=~/.pv/access_key⟧ ⟦sensitivity=0.5⟧
flags: ⟦netclient.token_file=/etc/netclient/token⟧ ⟦netclient.verbosity=2⟧
flags: ⟦kasm.api_key_secret_ref=kasm/api#secret⟧ ⟦kasm.zone=default⟧
flags: ⟦password_reset_link_ttl=30m⟧ ⟦recovery_codes_count=10⟧
flags: ⟦passphrase_words=6⟧ ⟦passphrase_wordlist=eff_large⟧
flags: ⟦require_totp=true⟧ ⟦totp_period=30⟧ ⟦totp_digits=6⟧
flags: ⟦secret_scanning=enabled⟧ ⟦push_protection=enabled⟧
flags: ⟦IRON_TOKEN_FILE=/run/secrets/iron⟧ ⟦IRON_PROJECT_ID=«h24»⟧
flags: ⟦JAMBONZ_API_KEY_SOURCE=vault⟧ ⟦JAMBONZ_REGION=us-east-1⟧
flags: ⟦kubecostToken: ""⟧ ⟦(free tier, no token)⟧ ⟦prometheus.server.retention=15d⟧
flags: ⟦komodor.apiKeySecretName=komodor-api⟧ ⟦clusterName=prod-eu⟧
flags: ⟦LUNCHMONEY_ACCESS_TOKEN_FILE=~/.config/lunchmoney/token⟧
flags: ⟦questrade.practice=true⟧ ⟦questrade.refresh_token_store=keyring⟧
flags: ⟦ossec.authd.use_password=yes⟧ ⟦ossec.authd.port=1515⟧
flags: ⟦mosyle.access_token_env=MOSYLE_TOKEN⟧ ⟦mosyle.os=ios⟧
flags: ⟦AUTHENTICATION_JWT_SECRET=${ENCLOSED_JWT}⟧ ⟦(read from the environment)⟧
flags: ⟦CREDS_KEY=⟧ ⟦CREDS_IV=⟧ ⟦(left blank in .env.example)⟧
"""

PARSE = r"""
parse: ⟦'teentaal-16' is not a tala⟧ (⟦known: teentaal, jhaptaal, rupak⟧)
parse: ⟦moisture '21 pct' is not a percentage⟧ in ⟦harvest.csv row 44⟧
parse: ⟦weight '66gr' is not in grams⟧ (⟦use 66 g⟧)
parse: ⟦score '24-18 GP' is not a score⟧ (⟦use 24–18⟧)
parse: ⟦lane 'six' must be 1..8⟧
parse: ⟦'5x3min' is not a round format⟧ (⟦expected 5 × 3 min⟧)
parse: ⟦time '3h58m12' is not in h:mm:ss⟧
parse: ⟦kimariji 'ab' is not kana⟧
parse: ⟦variety 'IR-64' not found⟧ (⟦did you mean IR64?⟧)
parse: ⟦date '2026-07-33' does not match format '%Y-%m-%d'⟧
parse: ⟦'Production' is not a valid Keboola stack⟧ (⟦use eu-central-1 or us-east-1⟧)
parse: ⟦region 'ap-southeast-9' is not supported by Kasm⟧
parse: ⟦Invalid specifier: '>=1.0,<'⟧ in ⟦requirements.txt line 3⟧
parse: ⟦'0.0.0.0/33' does not appear to be an IPv4 or IPv6 network⟧
parse: ⟦Unknown level: 'VERBOSE'⟧ (⟦use DEBUG, INFO, WARNING⟧)
parse: ⟦'418' is not a valid HTTPStatus⟧ in ⟦mock.yaml⟧
parse: ⟦Invalid suffix 'tar.gz'⟧ (⟦suffixes start with a dot⟧)
parse: ⟦TemplateNotFound: mail/welcome.txt⟧
parse: ⟦Referenced column "player_id" not found in FROM clause!⟧
parse: ⟦Unknown unpack format 'rar'⟧
parse: ⟦'ipb_live' is not a valid ipbase plan⟧
parse: ⟦kimariji count '1.5' must be an integer⟧
parse: ⟦'OC-6' is not a canoe class⟧ (⟦known: OC1, OC2, OC6, V12⟧)
parse: ⟦'0.5ha' is not in hectares⟧ (⟦use 0.5 ha⟧)
parse: ⟦teentaal bpm 'fast' is not a number⟧
parse: ⟦ICF rating '1,840' has a comma⟧ (⟦use 1840⟧)
parse: ⟦'eu-central' is not a Keen region⟧
parse: ⟦channel name 'Long Fast' has a space⟧ (⟦use LongFast⟧)
parse: ⟦sensitivity '1.5' must be between 0 and 1⟧
parse: ⟦'weekly-ish' is not a cron expression⟧
"""
