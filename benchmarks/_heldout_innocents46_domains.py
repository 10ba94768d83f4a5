"""Innocent set 46: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: wheelchair rugby, kente weaving, adinkra printing, oware, laamb (Senegalese
wrestling), pirogue fishing, balafon making, fonio milling, the gum arabic trade,
transhumance herding, cocoa grading, canoe racing and futsal (each grepped for in every
earlier ``_heldout_innocents*`` and ``heldout_innocents*`` file; none matched, while kite
flying, glassblowing, ikebana, sumo, lacrosse, bobsleigh, snooker, darts, backgammon, origami,
letterpress, puppetry, kora, cocoa, shea, batik, drumming, djembe, millet, camel herding,
mangroves, palm oil, handball, netball, pétanque, kabaddi, surfing, paragliding and about
thirty others did). ``FLAGS``: settings whose names say password, token, key or secret and
whose values are not. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
wheelchair rugby: ⟦match «d6»⟧ ⟦classification 2.5⟧ — ⟦final score 52–49⟧
wheelchair rugby: ⟦player «U3»«d4»⟧ ⟦chair «l8»⟧ — ⟦4 steals, 11 tries⟧
wheelchair rugby: ⟦tournament «l10»⟧ ⟦pool B⟧ — ⟦lineup points 8.0⟧
kente weaving: ⟦strip «d5»⟧ ⟦pattern Oyokoman⟧ — ⟦24 strips per cloth⟧
kente weaving: ⟦loom «U2»«d3»⟧ ⟦Bonwire workshop⟧ — ⟦warp 9 m⟧
kente weaving: ⟦order «l8»⟧ ⟦Sika Futoro⟧ — ⟦delivery 2026-12-20⟧
adinkra printing: ⟦stamp «d4»⟧ ⟦Gye Nyame⟧ — ⟦badie dye batch «U3»«d3»⟧
adinkra printing: ⟦cloth «l9»⟧ ⟦12 × 3 grid⟧ — ⟦Ntonso⟧
adinkra printing: ⟦symbol set «d3»⟧ ⟦Sankofa, Dwennimmen⟧ — ⟦carved calabash⟧
oware: ⟦game «d8»⟧ ⟦abapa rules⟧ — ⟦South wins 27–21⟧
oware: ⟦player «U2»«d5»⟧ ⟦rating 1840⟧ — ⟦club «l6»⟧
oware: ⟦record «l12»⟧ ⟦move 14: house F, 6 seeds⟧ — ⟦grand slam declined⟧
laamb: ⟦bout «d6»⟧ ⟦Arène nationale⟧ — ⟦winner by fall at 3:12⟧
laamb: ⟦wrestler «U3»«d4»⟧ ⟦ecurie «l7»⟧ — ⟦record 14–3⟧
laamb: ⟦card «l8»⟧ ⟦6 bouts⟧ — ⟦tickets 5,000 FCFA⟧
pirogue fishing: ⟦pirogue «U2»-«d4»⟧ ⟦Kayar⟧ — ⟦sardinella 1.2 t⟧
pirogue fishing: ⟦landing «d7»⟧ ⟦Joal-Fadiouth⟧ — ⟦engine 40 hp⟧
pirogue fishing: ⟦licence «U3»«d6»⟧ ⟦crew 11⟧ — ⟦valid to 2027-06⟧
balafon making: ⟦instrument «d5»⟧ ⟦17 keys, pentatonic⟧ — ⟦gourds tuned to G⟧
balafon making: ⟦key set «l8»⟧ ⟦vene wood⟧ — ⟦dried 6 weeks⟧
balafon making: ⟦workshop «U2»«d3»⟧ ⟦Sikasso⟧ — ⟦order 3 instruments⟧
fonio milling: ⟦batch «d6»⟧ ⟦dehulled 420 kg⟧ — ⟦moisture 11.2%⟧
fonio milling: ⟦mill «U3»«d2»⟧ ⟦GMBF huller⟧ — ⟦yield 71%⟧
fonio milling: ⟦lot «l10»⟧ ⟦Kédougou⟧ — ⟦packed 1 kg bags⟧
gum arabic: ⟦lot «U2»«d6»⟧ ⟦grade hand-picked selected⟧ — ⟦Kordofan origin⟧
gum arabic: ⟦contract «d8»⟧ ⟦20 t⟧ — ⟦FOB Port Sudan⟧
gum arabic: ⟦sample «l9»⟧ ⟦viscosity 18 mPa·s⟧ — ⟦ash 3.1%⟧
transhumance: ⟦herd «d6»⟧ ⟦240 head zebu⟧ — ⟦corridor «U3»-«d2»⟧
transhumance: ⟦passport «U4»«d6»⟧ ⟦ECOWAS ITC⟧ — ⟦border Niger–Benin⟧
transhumance: ⟦water point «l8»⟧ ⟦borehole 62 m⟧ — ⟦open Nov–May⟧
cocoa grading: ⟦bag «d9»⟧ ⟦grade I, 3% mould⟧ — ⟦cut test 300 beans⟧
cocoa grading: ⟦lot «U3»«d7»⟧ ⟦Soubré⟧ — ⟦bean count 98/100 g⟧
cocoa grading: ⟦seal «l10»⟧ ⟦warehouse «d4»⟧ — ⟦fermented 6 days⟧
canoe racing: ⟦race «d5»⟧ ⟦K1 500 m⟧ — ⟦1:42.18⟧
canoe racing: ⟦athlete «U3»«d5»⟧ ⟦lane 4⟧ — ⟦heat 2 qualified⟧
canoe racing: ⟦boat «l8»⟧ ⟦C2 women⟧ — ⟦weight check 20.1 kg⟧
futsal: ⟦match «d7»⟧ ⟦4–3 after extra time⟧ — ⟦5 accumulated fouls⟧
futsal: ⟦player «d6»⟧ ⟦pivot⟧ — ⟦shirt 10⟧
futsal: ⟦league «l9»⟧ ⟦round 12⟧ — ⟦court «U2»«d2»⟧
"""

FLAGS = r"""
flags: ⟦FLATFILE_API_KEY_SOURCE=env⟧ ⟦FLATFILE_ENVIRONMENT_ID=us_env_8Kq2LmPz⟧
flags: ⟦PERMIT_PDP_URL=http://localhost:7766⟧ ⟦PDP_API_KEY_FILE=/run/secrets/pdp⟧
flags: ⟦DEPLOYHQ_API_KEY_REQUIRED=true⟧ ⟦DEPLOYHQ_ACCOUNT=acme⟧
flags: ⟦LUADNS_API_TOKEN_FILE=/run/secrets/luadns⟧ ⟦LUADNS_TTL=300⟧
flags: ⟦password_min_length = 14⟧ ⟦password_history = 5⟧
flags: ⟦token_ttl_seconds: 3600⟧ ⟦refresh_token_rotation: true⟧
flags: ⟦secret_backend = "vault"⟧ ⟦secret_mount = "kv/data/etl"⟧
flags: ⟦api_key_header = "X-Api-Key"⟧ ⟦api_key_prefix = "flb_live_"⟧
flags: ⟦hash_key_enabled: false⟧ ⟦planyo_site_id: 48211⟧
flags: ⟦authtoken_length: 32⟧ ⟦login_key_visible: true⟧
flags: ⟦PASSWORD_RESET_TIMEOUT=86400⟧ ⟦PASSWORD_HASHERS=argon2⟧
flags: ⟦spark.authenticate=true⟧ ⟦spark.authenticate.secret.file=/etc/spark/secret⟧
flags: ⟦livy.keystore.password.file = /etc/livy/ks.pass⟧
flags: ⟦airflow: secrets.backend = airflow.providers.hashicorp.secrets.vault.VaultBackend⟧
flags: ⟦dbt: password: "{{ env_var('DBT_PASSWORD') }}"⟧ ⟦threads: 8⟧
flags: ⟦kedro: credentials: db_credentials⟧ ⟦(a key into credentials.yml)⟧
flags: ⟦sqlmesh: password: {{ env_var('PG_PASSWORD') }}⟧ ⟦port: 5432⟧
flags: ⟦jupysql: autopandas = True⟧ ⟦displaylimit = 20⟧
flags: ⟦papermill: -p dw_token_var DW_TOKEN⟧ ⟦(the variable's name, not its value)⟧
flags: ⟦ldap bind_password_env=LDAP_BIND_PW⟧ ⟦use_ssl=true⟧
flags: ⟦secret_rotation_days: 90⟧ ⟦secret_expiry_warn_days: 14⟧
flags: ⟦token_audience = "hertzbeat"⟧ ⟦token_issuer = "https://auth.acme.io"⟧
flags: ⟦key_id = "k-2026-12"⟧ ⟦key_algorithm = "EdDSA"⟧
flags: ⟦FRENET_TOKEN_HEADER=token⟧ ⟦FRENET_SELLER_CEP=04542051⟧
flags: ⟦PIN_LENGTH=6⟧ ⟦PIN_ATTEMPTS=3⟧ ⟦PIN_LOCKOUT_MINUTES=15⟧
"""

PARSE = r"""
parse: ⟦ValueError: invalid literal for int() with base 10: 'twelve'⟧
parse: ⟦json.decoder.JSONDecodeError: Expecting ',' delimiter: line 4 column 7 (char 61)⟧
parse: ⟦yaml.scanner.ScannerError: mapping values are not allowed here⟧ ⟦in "dbt_project.yml", line 12, column 14⟧
parse: ⟦tomllib.TOMLDecodeError: Invalid value (at line 3, column 9)⟧ ⟦harlequin.toml⟧
parse: ⟦sqlglot.errors.ParseError: Invalid expression / Unexpected token. Line 1, Col: 27.⟧ ⟦SELECT name FROM farms WHERE⟧
parse: ⟦dateutil.parser.ParserError: Unknown string format: 'harmattan 2026'⟧
parse: ⟦ValueError: could not convert string to float: '12,5 kg'⟧
parse: ⟦pandas.errors.ParserError: Error tokenizing data. C error: Expected 4 fields in line 88, saw 5⟧
parse: ⟦polars.exceptions.ComputeError: could not parse `3 sacs` as dtype i64 at column 'bags'⟧
parse: ⟦KeyError: 'cocoa_grade'⟧ ⟦(column missing in lot_2026_12.csv)⟧
parse: ⟦zoneinfo.ZoneInfoNotFoundError: 'No time zone found with key Africa/Timbuktu'⟧
parse: ⟦ValueError: time data '06/12/2026 15h40' does not match format '%d/%m/%Y %H:%M'⟧
parse: ⟦croniter.CroniterBadCronError: Exactly 5, 6 or 7 columns has to be specified⟧ ⟦'0 6 * *'⟧
parse: ⟦ipaddress: '10.0.4.300' does not appear to be an IPv4 or IPv6 address⟧
parse: ⟦UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 14⟧ ⟦prénoms.csv⟧
parse: ⟦lark.exceptions.UnexpectedCharacters: No terminal matches '%' in the current parser context, at line 2 col 5⟧
parse: ⟦xml.etree.ElementTree.ParseError: mismatched tag: line 17, column 4⟧ ⟦manifest.xml⟧
parse: ⟦isodate.ISO8601Error: Unable to parse duration string 'P3W2'⟧
parse: ⟦babel.core.UnknownLocaleError: unknown locale 'ff_Adlm_SN'⟧
parse: ⟦configparser.MissingSectionHeaderError: File contains no section headers.⟧ ⟦file: 'livy.conf', line: 1⟧
"""
