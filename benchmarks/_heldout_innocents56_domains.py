"""Innocent set 56: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: canoe slalom, mineralogy, caving (spelunking), track cycling (velodrome),
harness racing, rhythmic gymnastics, windsurfing, weightlifting, arm wrestling, quiz bowl,
robotics competitions and drum corps (each grepped for in every earlier
``_heldout_innocents*`` and ``heldout_innocents*`` file; none matched, while dog agility,
greyhound and pigeon racing, gliding, figure skating, judo, karate, esports, scrabble,
bingo, eisteddfod, taiko, gamelan, tango, flamenco, curling, orienteering and about a
hundred others did). ``FLAGS``: settings of set 56's software whose names say password,
token, key or secret and whose values are not. ``PARSE``: parse errors quoting ordinary
values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
canoe slalom: ⟦run «d6»⟧ ⟦K1 women, 94.37 s⟧ — ⟦touch gate 14 (+2)⟧
canoe slalom: ⟦course «l7»⟧ ⟦24 gates, 6 upstream⟧ — ⟦water release 14 m³/s⟧
canoe slalom: ⟦athlete «U3»«d4»⟧ ⟦C1 men⟧ — ⟦bib 17⟧
mineralogy: ⟦specimen «U2»-«d6»⟧ ⟦azurite on malachite⟧ — ⟦Mohs 3.5⟧
mineralogy: ⟦thin section «l8»⟧ ⟦plagioclase, 2V 84°⟧ — ⟦locality Tsumeb⟧
mineralogy: ⟦XRD scan «d7»⟧ ⟦peak 2θ 26.64°⟧ — ⟦quartz (101)⟧
caving: ⟦survey «U3»«d3»⟧ ⟦leg 14.2 m at 231°⟧ — ⟦inclination −12°⟧
caving: ⟦cave «l9»⟧ ⟦depth −412 m⟧ — ⟦sump 2 at −380 m⟧
caving: ⟦call-out «d5»⟧ ⟦party of 4⟧ — ⟦expected out 22:00⟧
velodrome: ⟦heat «d4»⟧ ⟦flying 200 m 9.874 s⟧ — ⟦track 250 m, 42°⟧
velodrome: ⟦rider «U3»«d5»⟧ ⟦gear 64×15⟧ — ⟦keirin round 2⟧
velodrome: ⟦event «l6»⟧ ⟦team pursuit 3:51.202⟧ — ⟦lane 1⟧
harness racing: ⟦race «d7»⟧ ⟦mile 1:49.4⟧ — ⟦post position 5⟧
harness racing: ⟦horse «d8»⟧ ⟦pacer, hobbles⟧ — ⟦driver licence «U2»«d5»⟧
harness racing: ⟦card «l8»⟧ ⟦12 races⟧ — ⟦first post 13:05⟧
rhythmic gymnastics: ⟦routine «d6»⟧ ⟦ribbon, D 13.2 / E 7.85⟧ — ⟦penalty 0.30⟧
rhythmic gymnastics: ⟦gymnast «U3»«d4»⟧ ⟦hoop final⟧ — ⟦music 1:28⟧
rhythmic gymnastics: ⟦panel «l5»⟧ ⟦DA judges 4⟧ — ⟦start list 11⟧
windsurfing: ⟦sail «U3»-«d3»⟧ ⟦7.8 m², 4 cams⟧ — ⟦board 151 L⟧
windsurfing: ⟦heat «d5»⟧ ⟦slalom fleet B⟧ — ⟦gust 24 kn⟧
windsurfing: ⟦sailor «l8»⟧ ⟦iQFOiL men⟧ — ⟦race 7, DNF⟧
weightlifting: ⟦lifter «d7»⟧ ⟦snatch 142 kg, C&J 175 kg⟧ — ⟦total 317⟧
weightlifting: ⟦attempt «U2»«d4»⟧ ⟦2 white 1 red⟧ — ⟦good lift⟧
weightlifting: ⟦session «l6»⟧ ⟦89 kg group A⟧ — ⟦weigh-in 10:00⟧
arm wrestling: ⟦match «d6»⟧ ⟦right arm 85 kg⟧ — ⟦foul: elbow off pad⟧
arm wrestling: ⟦table «U1»«d2»⟧ ⟦referee «U3»«d3»⟧ — ⟦strap applied⟧
arm wrestling: ⟦bracket «l7»⟧ ⟦double elimination⟧ — ⟦32 pullers⟧
quiz bowl: ⟦packet «d5»⟧ ⟦tossup 14 literature⟧ — ⟦power 15⟧
quiz bowl: ⟦team «U3»«d3»⟧ ⟦PPB 18.4⟧ — ⟦record 9-2⟧
quiz bowl: ⟦round «l6»⟧ ⟦bonus 7 neg 5⟧ — ⟦reader change⟧
robotics competition: ⟦team «d4»⟧ ⟦match Q42 alliance red⟧ — ⟦auto 28 pts⟧
robotics competition: ⟦robot «U3»-«d4»⟧ ⟦inspection passed⟧ — ⟦weight 54.1 kg⟧
robotics competition: ⟦event «l8»⟧ ⟦playoff bracket 8⟧ — ⟦field 2⟧
drum corps: ⟦show «l7»⟧ ⟦GE 38.70⟧ — ⟦visual 18.45⟧
drum corps: ⟦member «d6»⟧ ⟦contra, line 3⟧ — ⟦dot «U1»«d2»⟧
drum corps: ⟦tour stop «d4»⟧ ⟦finals night⟧ — ⟦gate 6 at 18:00⟧
canoe slalom: ⟦heat «d5»⟧ ⟦C2 mixed, 101.12 s⟧ — ⟦gate judge «U2»«d2»⟧
canoe slalom: ⟦venue «l8»⟧ ⟦course length 250 m⟧ — ⟦drop 4.5 m⟧
mineralogy: ⟦catalogue «U3»-«d5»⟧ ⟦fluorite octahedron 4 cm⟧ — ⟦UV fluorescence blue⟧
mineralogy: ⟦microprobe run «d6»⟧ ⟦FeO 12.4 wt%⟧ — ⟦standard «l6»⟧
caving: ⟦trip «d6»⟧ ⟦SRT rig, 3 rebelays⟧ — ⟦rope 60 m⟧
caving: ⟦station «U2»«d4»⟧ ⟦LRUD 1.2/0.8/2.0/0.4⟧ — ⟦survey team 3⟧
velodrome: ⟦lap chart «l7»⟧ ⟦points race 40 km⟧ — ⟦sprint every 10 laps⟧
velodrome: ⟦commissaire «U3»«d4»⟧ ⟦madison exchange warning⟧ — ⟦lap 112⟧
harness racing: ⟦trainer «d6»⟧ ⟦starts 212, wins 41⟧ — ⟦UDRS .318⟧
harness racing: ⟦qualifier «U2»«d5»⟧ ⟦trotter, 1:56.2⟧ — ⟦approved to race⟧
rhythmic gymnastics: ⟦apparatus check «d5»⟧ ⟦clubs 150 g⟧ — ⟦passed⟧
rhythmic gymnastics: ⟦group «l7»⟧ ⟦5 balls⟧ — ⟦execution 7.40⟧
windsurfing: ⟦fin «U3»«d3»⟧ ⟦42 cm, G10⟧ — ⟦box tuttle⟧
windsurfing: ⟦spot «l9»⟧ ⟦side-shore, 18–22 kn⟧ — ⟦tide low 14:10⟧
weightlifting: ⟦bar loading «d4»⟧ ⟦start 120 kg⟧ — ⟦increment 1 kg⟧
weightlifting: ⟦jury decision «U3»«d3»⟧ ⟦no lift overturned⟧ — ⟦video review⟧
arm wrestling: ⟦puller «d7»⟧ ⟦left arm 100 kg⟧ — ⟦rank 4⟧
arm wrestling: ⟦weigh-in «l6»⟧ ⟦84.6 kg⟧ — ⟦class 85 kg⟧
quiz bowl: ⟦question set «U3»«d4»⟧ ⟦20 rounds⟧ — ⟦editor A. Rao⟧
quiz bowl: ⟦protest «d4»⟧ ⟦tossup 9 answer line⟧ — ⟦upheld⟧
robotics competition: ⟦scoresheet «d6»⟧ ⟦endgame climb 15 pts⟧ — ⟦foul 5⟧
robotics competition: ⟦pit «U1»«d2»⟧ ⟦battery 12 V, 18 Ah⟧ — ⟦inspection «l6»⟧
drum corps: ⟦caption «l8»⟧ ⟦percussion 17.95⟧ — ⟦rank 3⟧
drum corps: ⟦rehearsal block «d4»⟧ ⟦visual 09:00–12:00⟧ — ⟦hornline 13:00⟧
"""

FLAGS = r"""
settings: ⟦crowdsec.bouncer.api_key_file = /etc/crowdsec/bouncers/key⟧ ⟦mode 0600⟧
settings: ⟦CS_LAPI_SECRET_FILE=/run/secrets/lapi⟧ ⟦(read at start)⟧
settings: ⟦opencti.token.source = env:OPENCTI_TOKEN⟧ ⟦opencti.ssl_verify = true⟧
settings: ⟦thehive.api_key_rotation_days = 90⟧ ⟦thehive.org = SOC⟧
settings: ⟦DD_API_KEY_HEADER=Authorization⟧ ⟦DD_API_KEY_SCHEME=Token⟧
settings: ⟦dtrack.api_key.permissions = BOM_UPLOAD⟧ ⟦dtrack.auto_create = true⟧
settings: ⟦oauth2_proxy.cookie_secret_length = 32⟧ ⟦cookie_refresh = 1h⟧
settings: ⟦gophish.api_key_in_query = false⟧ ⟦gophish.admin_listen = 127.0.0.1:3333⟧
settings: ⟦bao.token_ttl = 768h⟧ ⟦bao.token_type = service⟧ ⟦bao.token_prefix = s.⟧
settings: ⟦evcc.sponsortoken = (set in the web UI)⟧ ⟦evcc.interval = 30s⟧
settings: ⟦kratos.secrets.cookie.count = 2⟧ ⟦kratos.secrets.cipher.algorithm = xchacha20-poly1305⟧
settings: ⟦bareos.director.password_length = 44⟧ ⟦tls_enable = yes⟧
settings: ⟦:use_sessions: true⟧ ⟦(hammer ignores the stored password then)⟧
settings: ⟦step.provisioner.password_file = /etc/step-ca/secrets/provisioner⟧
settings: ⟦chronograf.token_secret_env = TOKEN_SECRET⟧ ⟦auth_duration = 720h⟧
settings: ⟦oneuptime.api_key.permissions = ProjectMember⟧ ⟦oneuptime.api_key.expires = 2027-06-30⟧
settings: ⟦mathesar.secret_key = <generated on first start>⟧ ⟦persisted in /var/lib/mathesar⟧
settings: ⟦rauthy.password_policy.min_length = 14⟧ ⟦rauthy.password_policy.include_digits = 1⟧
settings: ⟦osquery --enroll_secret_env=OSQUERY_ENROLL_SECRET⟧ ⟦--tls_hostname=fleet.acme.io⟧
settings: ⟦requestrr.bot_token_source = docker secret⟧ ⟦requestrr.port = 4545⟧
settings: ⟦dependency_track.api_key_header = X-Api-Key⟧ ⟦(value from CI secret DTRACK_KEY)⟧
settings: ⟦velociraptor.api_config = ~/.config/velociraptor/apiclient.yaml⟧ ⟦mode 0600⟧
settings: ⟦verdaccio.auth.htpasswd.max_users = -1⟧ ⟦web.login = true⟧
settings: ⟦gemstash.protected_fetch = true⟧ ⟦gemstash.key_permissions = push,fetch⟧
settings: ⟦devpi.login_expiry_hours = 10⟧ ⟦devpi.passwd_command = interactive⟧
settings: ⟦pagure.api_token.expiry_days = 60⟧ ⟦pagure.api_token.acls = issue_create⟧
settings: ⟦PL_EMAIL_SMTP_PASSWORD_FILE=/run/secrets/smtp⟧ ⟦PL_PWA_URL=https://vault.acme.io⟧
settings: ⟦AUTH_JWT_SECRET_LENGTH=64⟧ ⟦AUTH_JWT_TTL=60⟧
settings: ⟦kyuubi.authentication.ldap.bindpw = ${env:KYUUBI_LDAP_PW}⟧
settings: ⟦dkron.encrypt = (from the secret store)⟧ ⟦dkron.retry-join = 3 peers⟧
"""

PARSE = r"""
parse: ⟦invalid value 'fourteen' for --gates⟧: ⟦expected an integer⟧
parse: ⟦hardness '3,5' is not a number⟧ in ⟦specimens.csv line 41⟧
parse: ⟦bearing '231deg' must be 0–360⟧ in ⟦survey «U3»«d3».svx⟧
parse: ⟦time '9.874s' has a unit⟧; ⟦use seconds as a number⟧
parse: ⟦mile time '1:49:4' is malformed⟧, ⟦expected m:ss.f⟧
parse: ⟦score 'D13.2' is not a decimal⟧ in ⟦results row 7⟧
parse: ⟦sail size '7,8m2' could not be read⟧
parse: ⟦total '317 kg' must be an integer⟧ in ⟦lifters.xlsx, sheet 89kg⟧
parse: ⟦weight class '85kg-right' unknown⟧; ⟦known: 70, 85, 100, +100⟧
parse: ⟦bonus value 'ten' is not a number⟧ in ⟦packet «d5» line 88⟧
parse: ⟦match id 'Q-42' does not match Q\d+⟧
parse: ⟦tempo '168 bpm' must be a number⟧ in ⟦drill.yaml line 12⟧
parse: ⟦port 'three-three-three-three' is not a number⟧ for ⟦gophish admin_listen⟧
parse: ⟦duration '768hours' is invalid⟧, ⟦expected e.g. 768h⟧
parse: ⟦interval '30 sec' is invalid⟧ in ⟦evcc.yaml line 3⟧
parse: ⟦'yes please' is not a boolean⟧ for ⟦tls_enable⟧
parse: ⟦mailQuota '1 GB' must be an integer in MB⟧
parse: ⟦page size 'fifty' is not an integer⟧ for ⟦?limit=⟧
parse: ⟦gate count '24 gates' must be an integer⟧ in ⟦course.yaml⟧
parse: ⟦LRUD '1.2/0.8/2' has 3 values⟧, ⟦expected 4⟧
parse: ⟦gear '64x15' should use ×⟧ or ⟦two integers⟧
parse: ⟦post position '5th' is not a number⟧
parse: ⟦execution '7,40' uses a comma⟧ in ⟦panel export line 3⟧
parse: ⟦tide time '14h10' is not HH:MM⟧
parse: ⟦increment '1kg' must be a number⟧
parse: ⟦rank 'fourth' is not an integer⟧ in ⟦bracket.csv⟧
parse: ⟦alliance 'purple' is not red or blue⟧
parse: ⟦caption score '17.95pts' has a unit⟧
"""
