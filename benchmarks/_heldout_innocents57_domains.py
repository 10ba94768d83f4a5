"""Innocent set 57: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: eskrima, va'a racing, sea salt harvesting, layang-layang kite flying, tā moko,
typhoon tracking, kulintang ensembles, tinikling, swiftlet bird's nest farming, becak and
trishaw fleets and tempeh making (each grepped for in every earlier ``_heldout_innocents*``
and ``heldout_innocents*`` file; none matched, while sepak takraw, gamelan, batik, wayang,
pencak silat, arnis, outrigger, pearl farms, jeepneys, kites, muay thai, durian, rice
terraces, copra, cacao, kava, dragon boats, sumo, carrom, canoes, seaweed, abaca, rattan and
about forty others did). ``FLAGS``: settings whose names say password, token, key, PIN or
secret and whose values are not. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
eskrima: ⟦bout «d6»⟧ ⟦doble baston, 3 rounds⟧ — ⟦judge panel «U2»«d2»⟧
eskrima: ⟦student «l8»⟧ ⟦rank lakan isa⟧ — ⟦passed 2026-11-29⟧
eskrima: ⟦stick set «U3»-«d4»⟧ ⟦rattan 28 in⟧ — ⟦pair 14 of 20⟧
va'a racing: ⟦crew «d5»⟧ ⟦V6 500 m⟧ — ⟦2:11.48⟧ (⟦lane 4⟧)
va'a racing: ⟦hull «U2»«d4»⟧ ⟦ama rig checked⟧ — ⟦seat 3 swapped⟧
va'a racing: ⟦regatta «l6»⟧ ⟦Hawaiki Nui leg 2⟧ — ⟦44 km⟧
salt harvesting: ⟦pan «d4»⟧ ⟦brine 24 °Bé⟧ — ⟦rake at 05:30⟧
salt harvesting: ⟦lot «U3»«d6»⟧ ⟦fleur de sel 38 kg⟧ — ⟦moisture 6.1%⟧
salt harvesting: ⟦crystallizer «l7»⟧ ⟦dry 4 days⟧ — ⟦yield 1.2 t⟧
layang-layang: ⟦kite «d5»⟧ ⟦wau bulan⟧ — ⟦span 2.4 m⟧
layang-layang: ⟦entry «U2»-«d4»⟧ ⟦category wau kucing⟧ — ⟦judge score 88⟧
layang-layang: ⟦line spool «l6»⟧ ⟦300 m nylon⟧ — ⟦tension 9 kg⟧
tā moko: ⟦session «d6»⟧ ⟦kauae⟧ — ⟦3 h 10 min⟧
tā moko: ⟦design «U4»«d3»⟧ ⟦koru and pātiki⟧ — ⟦approved by whānau⟧
tā moko: ⟦booking «l8»⟧ ⟦follow-up 2027-01-14⟧ — ⟦healing check⟧
typhoon tracking: ⟦storm «U2»«d4»⟧ ⟦signal no. 3⟧ — ⟦gusts 150 km/h⟧
typhoon tracking: ⟦advisory «d3»⟧ ⟦landfall 18:00 PHT⟧ — ⟦Aurora province⟧
typhoon tracking: ⟦buoy «d5»⟧ ⟦pressure 962 hPa⟧ — ⟦wave 7.8 m⟧
kulintang: ⟦set «l6»⟧ ⟦8 gongs, pelog-like⟧ — ⟦tuned 2026-10⟧
kulintang: ⟦piece «d4»⟧ ⟦binalig⟧ — ⟦tempo 96⟧
tinikling: ⟦troupe «U3»«d3»⟧ ⟦bamboo poles 3.6 m⟧ — ⟦4 pairs⟧
tinikling: ⟦routine «l7»⟧ ⟦4/4, 120 bpm⟧ — ⟦finale at 2:40⟧
bird's nest: ⟦house «d5»⟧ ⟦swiftlet colony 1,900⟧ — ⟦harvest 3.1 kg⟧
bird's nest: ⟦grade «U2»«d2»⟧ ⟦white cup⟧ — ⟦batch «l6»⟧
becak fleet: ⟦becak «d4»⟧ ⟦route Malioboro⟧ — ⟦tyre change due⟧
trishaw fleet: ⟦trishaw «U3»«d3»⟧ ⟦license renewed⟧ — ⟦rider «l5»⟧
tempeh: ⟦batch «d6»⟧ ⟦ragi 2 g/kg⟧ — ⟦incubate 36 h at 30 °C⟧
tempeh: ⟦mould «l8»⟧ ⟦Rhizopus oligosporus⟧ — ⟦good mycelium⟧
eskrima: ⟦tournament «l6»⟧ ⟦espada y daga⟧ — ⟦12 entrants⟧ ⟦ring B⟧
va'a racing: ⟦paddle «U2»«d5»⟧ ⟦carbon, 52 in⟧ — ⟦blade angle 12°⟧ ⟦crew «d5»⟧
salt harvesting: ⟦tide table «d4»⟧ ⟦high 1.9 m at 14:12⟧ — ⟦sluice 3 open⟧
layang-layang: ⟦festival «l7»⟧ ⟦Pasir Gudang⟧ — ⟦day 2 of 4⟧ ⟦wind 18 km/h⟧
tā moko: ⟦artist «U3»«d4»⟧ ⟦uhi chisel set⟧ — ⟦sterilized 09:10⟧
typhoon tracking: ⟦track point «d6»⟧ ⟦17.4N 122.1E⟧ — ⟦moving WNW 20 km/h⟧ ⟦cat 3⟧
kulintang: ⟦agung pair «U2»«d3»⟧ ⟦bossed gongs⟧ — ⟦repaired 2026-09⟧
tinikling: ⟦rehearsal «d5»⟧ ⟦Saturday 15:00⟧ — ⟦hall «U1»«d2»⟧ ⟦12 dancers⟧
bird's nest: ⟦sensor «l8»⟧ ⟦humidity 83%⟧ — ⟦temp 27.9 °C⟧
becak fleet: ⟦route «U2»«d3»⟧ ⟦Kraton loop⟧ — ⟦3.4 km⟧ ⟦fare Rp 25,000⟧
tempeh: ⟦order «l7»⟧ ⟦40 blocks⟧ — ⟦delivery Thursday⟧ ⟦warung «d4»⟧
eskrima: ⟦seminar «d5»⟧ ⟦guro R. Santos⟧ — ⟦sinawali drills⟧ ⟦2 h⟧ ⟦fee ₱800⟧
va'a racing: ⟦race «U2»«d4»⟧ ⟦V1 men 40+⟧ — ⟦12 km⟧ ⟦finish 58:41⟧ ⟦place 3⟧
salt harvesting: ⟦shipment «l8»⟧ ⟦coarse salt 2.4 t⟧ — ⟦truck «U3»«d4»⟧ ⟦Thursday 06:00⟧
layang-layang: ⟦workshop «d4»⟧ ⟦bamboo frame⟧ — ⟦paper 40 gsm⟧ ⟦14 students⟧
tā moko: ⟦aftercare sheet «U2»«d3»⟧ ⟦no swimming 14 days⟧ — ⟦balm twice daily⟧
typhoon tracking: ⟦bulletin «d4»⟧ ⟦rainfall 180 mm/24 h⟧ — ⟦storm surge 2–3 m⟧ ⟦12 provinces⟧
kulintang: ⟦recital «l6»⟧ ⟦Maguindanao style⟧ — ⟦6 players⟧ ⟦hall «U1»«d3»⟧
tinikling: ⟦costume order «d5»⟧ ⟦balintawak × 8⟧ — ⟦barong × 8⟧ ⟦due 2026-12-20⟧
bird's nest: ⟦export permit «U4»«d6»⟧ ⟦12 kg⟧ — ⟦destination Hong Kong⟧
becak fleet: ⟦rider «d5»⟧ ⟦shift 07:00–15:00⟧ — ⟦becak «d4»⟧ ⟦zone «U1»⟧
tempeh: ⟦recipe «l6»⟧ ⟦soy 1 kg⟧ — ⟦vinegar 15 ml⟧ ⟦ragi 2 g⟧ ⟦banana leaf wrap⟧
"""

FLAGS = r"""
flags: ⟦BLUESNAP_API_PASSWORD_ROTATION_DAYS=90⟧
flags: ⟦convergePinEntry=enabled⟧ ⟦pinPadModel=Lane 3000⟧
flags: ⟦EASYBILL_TOKEN_TTL=3600⟧
flags: ⟦usermaven.server_token.required=true⟧
flags: ⟦HEIDELPAY_SECURITY_SENDER_SOURCE=vault⟧
flags: ⟦netaxept.token.length=32⟧
flags: ⟦REALEX_SECRET_HASH=sha1⟧
flags: ⟦helloasso_client_secret_env=HELLOASSO_SECRET⟧
flags: ⟦ECOMMPAY_SIGNATURE_ALGO=HMAC-SHA512⟧
flags: ⟦bookingsync.oauth.scopes=public,bookings_read⟧
flags: ⟦hesk_settings['secimg_use']=1⟧
flags: ⟦PREFECT_API_KEY_EXPIRES=never⟧
flags: ⟦airflow: fernet_key_rotation=enabled⟧
flags: ⟦dagster: secrets_backend=env⟧
flags: ⟦spark.hadoop.fs.s3a.aws.credentials.provider=com.amazonaws.auth.EnvironmentVariableCredentialsProvider⟧
flags: ⟦jupyter: c.ServerApp.token=''⟧ ⟦(auth by proxy)⟧
flags: ⟦kupuhipa_min_length=12⟧
flags: ⟦kata_sandi.max_attempts=5⟧
flags: ⟦BRASPAG_MERCHANT_KEY_SOURCE=secrets-manager⟧ ⟦region sa-east-1⟧
flags: ⟦billsby.api_key.header=ApiKey⟧ ⟦timeout=20s⟧
flags: ⟦UXCAM_APP_KEY_FROM=remote-config⟧
flags: ⟦richpanel_key_required: false⟧ ⟦(read-only mode)⟧
flags: ⟦zeamster.user_api_key.rotate=quarterly⟧
flags: ⟦password_reset_link_ttl_minutes=30⟧ ⟦token_bytes=32⟧
flags: ⟦secret_scanning=on⟧ ⟦push_protection=on⟧
flags: ⟦mlflow: tracking_token_env=MLFLOW_TRACKING_TOKEN⟧
flags: ⟦hive: javax.jdo.option.ConnectionPasswordFile=/run/secrets/hive⟧
flags: ⟦sparkmagic: authentication=Kerberos⟧ ⟦password unset⟧
"""

PARSE = r"""
parse: ⟦invalid literal for int() with base 10: 'twelve'⟧ ⟦(column 'seats')⟧
parse: ⟦Unable to parse date string '2026-13-01'⟧ ⟦(column 'booked_at')⟧
parse: ⟦conversion from `str` to `i64` failed in column 'amount'⟧ for ⟦["12.50 EUR"]⟧
parse: ⟦Unknown datetime string format, unable to parse: next Tuesday⟧
parse: ⟦'pan-7' does not appear to be an IPv4 or IPv6 address⟧
parse: ⟦Expected one of: NAME, RBRACE⟧ ⟦at line 14, column 3⟧ (⟦bookings.hcl⟧)
parse: ⟦yaml.scanner.ScannerError: mapping values are not allowed here⟧ ⟦line 7, column 12⟧
parse: ⟦json.decoder.JSONDecodeError: Expecting ',' delimiter: line 1 column 48⟧
parse: ⟦CSV row 212: expected 6 fields, saw 7⟧ (⟦vendor 'Bookwhen'⟧)
parse: ⟦Decimal('1,204.50')⟧ ⟦ConversionSyntax⟧
parse: ⟦ValueError: could not convert string to float: 'N/A'⟧ ⟦(column 'csat')⟧
parse: ⟦toml: Invalid value at line 3 col 10⟧ ⟦[bookinglayer]⟧
parse: ⟦ZoneInfoNotFoundError: 'Asia/Manilla'⟧ ⟦(did you mean Asia/Manila?)⟧
parse: ⟦pandas: ParserError: Error tokenizing data. C error: Expected 4 fields in line 9, saw 5⟧
parse: ⟦iso8601.ParseError: Unable to parse date string '06/12/2026'⟧ ⟦(use ISO 8601)⟧
parse: ⟦invalid literal for int() with base 16: 'zz'⟧ ⟦(column 'color')⟧
parse: ⟦Py4JJavaError: An error occurred while calling o118.load.⟧ ⟦Path does not exist: s3a://acme-lake/raw/2026-12-07⟧
parse: ⟦dbt: Compilation Error in model stg_payments⟧ ⟦'amount_cents' is undefined⟧
parse: ⟦Airflow: Broken DAG: [/opt/airflow/dags/billing.py] invalid syntax (line 41)⟧
parse: ⟦dagster: DagsterInvalidConfigError: Missing required config entry "warehouse"⟧
parse: ⟦prefect: ValidationError: 1 validation error for Parameters⟧ ⟦days: value is not a valid integer⟧
parse: ⟦polars: SchemaError: data type mismatch for column booked_at⟧ ⟦expected: datetime[μs], found: str⟧
"""
