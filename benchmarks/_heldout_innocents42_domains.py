"""Innocent set 42: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: camogie, gymnastics, powerlifting, karate, wrestling, boxing, softball,
arboriculture, mountaineering and djembe drumming (each grepped for in every earlier
``_heldout_innocents*`` and ``heldout_innocents*`` file; none matched, while lacrosse, sumo,
kabaddi, hurling, netball, korfball, judo, taekwondo, triathlon, snooker, darts, cricket,
rugby, origami, numismatics, horology, genealogy, ornithology, mycology, perfumery,
cheesemaking, forestry, paragliding, skydiving, gliding, railway, lighthouse, choir,
gamelan, tabla, oud, kora and about fifty others did). ``FLAGS``: settings of set 42's
vendors and tools whose names say password, token, key or secret and whose values are not.
``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
camogie: ⟦match «d7»⟧ ⟦2-14 to 1-11⟧ — ⟦player of the match #«d2»⟧
camogie: ⟦club «U3»«d4»⟧ ⟦senior grade, 31 registered⟧
camogie: ⟦hurley order «l8»⟧ ⟦34 inch ash⟧ — ⟦helmet size M⟧
gymnastics: ⟦routine «d6»⟧ ⟦D-score 5.4, E-score 8.133⟧ — ⟦total 13.533⟧
gymnastics: ⟦gymnast «U2»«d6»⟧ ⟦apparatus uneven bars⟧ (⟦rotation 3⟧)
gymnastics: ⟦meet «l10»⟧ ⟦judges panel B⟧ — ⟦start value 6.2⟧
powerlifting: ⟦lifter «d8»⟧ ⟦squat 220.5 kg, bench 140 kg, deadlift 262.5 kg⟧
powerlifting: ⟦attempt «U3»-«d4»⟧ ⟦2 white lights, 1 red⟧ — ⟦good lift⟧
powerlifting: ⟦plate set «h10»⟧ ⟦calibrated 2026-10⟧ — ⟦25 kg red⟧
karate: ⟦kata «l7»⟧ ⟦Bassai Dai⟧ — ⟦score 8.6⟧
karate: ⟦kumite bout «d6»⟧ ⟦ippon at 1:42⟧ — ⟦aka wins 8-3⟧
karate: ⟦grading «U2»«d5»⟧ ⟦1st kyu brown belt⟧ — ⟦passed⟧
wrestling: ⟦bout «d7»⟧ ⟦freestyle 74 kg⟧ — ⟦technical superiority 10-0⟧
wrestling: ⟦wrestler «U4»«d4»⟧ ⟦weigh-in 73.6 kg⟧ (⟦skin check passed⟧)
wrestling: ⟦bracket «l9»⟧ ⟦repechage round 2⟧
boxing: ⟦bout «d6»⟧ ⟦middleweight, 10 rounds⟧ — ⟦unanimous decision 97-93⟧
boxing: ⟦licence «U2»«d7»⟧ ⟦medical expires 2027-02-01⟧
boxing: ⟦glove pair «h8»⟧ ⟦10 oz red⟧ — ⟦inspected by commission⟧
softball: ⟦game «d8»⟧ ⟦final 5-3 in 8 innings⟧ — ⟦WP #«d2»⟧
softball: ⟦pitcher «d5»⟧ ⟦ERA 1.87⟧ — ⟦112 strikeouts⟧
softball: ⟦bat cert «U4»-«d5»⟧ ⟦USA Softball 2026 stamp⟧
arboriculture: ⟦tree «d9»⟧ ⟦Quercus robur, DBH 84 cm⟧ — ⟦category B1⟧
arboriculture: ⟦work order «l8»⟧ ⟦crown reduction 20%⟧ — ⟦permit «U3»/«d4»⟧
arboriculture: ⟦rope «U2»«d8»⟧ ⟦11.5 mm climbing line⟧ — ⟦inspect monthly⟧
mountaineering: ⟦route «l6»⟧ ⟦AD+, 800 m⟧ — ⟦hut «U3»«d2»⟧
mountaineering: ⟦permit «d10»⟧ ⟦Lobuche East⟧ — ⟦valid until 2027-05-31⟧
mountaineering: ⟦summit log «h12»⟧ ⟦5,642 m at 06:40⟧
djembe: ⟦drum «d6»⟧ ⟦goatskin head, 13 inch⟧ — ⟦tuned to D⟧
djembe: ⟦rhythm «l8»⟧ ⟦Kuku in 4/4⟧ — ⟦call and break⟧
djembe: ⟦workshop «U3»«d3»⟧ ⟦12 students⟧ — ⟦room 2, 18:00⟧
"""

FLAGS = r"""
settings: ⟦LOGFIRE_TOKEN_FILE=/run/secrets/logfire⟧ ⟦LOGFIRE_SEND_TO_LOGFIRE=if-token-present⟧
settings: ⟦logsnag.token_access = public⟧ ⟦logsnag.channel = payments⟧
settings: ⟦luzmo.api_token_ttl = 5m⟧ ⟦luzmo.embed_roles = viewer⟧
settings: ⟦harperdb.auth.basic = false⟧ ⟦harperdb.auth.token_ttl = 1d⟧
settings: ⟦gerrit.auth.gitBasicAuthPolicy = HTTP⟧ ⟦auth.type = OAUTH⟧
settings: ⟦hercules.clusterJoinTokenPath = /var/lib/hercules-ci-agent/secrets/cluster-join-token.key⟧
settings: ⟦mtcaptcha.privatekey.env = MTCAPTCHA_PRIVATE_KEY⟧ ⟦mtcaptcha.action = login⟧
settings: ⟦KOFI_VERIFICATION_TOKEN_REQUIRED=true⟧ ⟦KOFI_DEBUG=0⟧
settings: ⟦glassnode.api_key_in = header⟧ ⟦glassnode.interval = 24h⟧
settings: ⟦maileroo.sending_key_scope = domain⟧ ⟦maileroo.tracking = false⟧
settings: ⟦meteoblue.apikey_source = vault:weather/meteoblue⟧ ⟦meteoblue.packages = basic-1h⟧
settings: ⟦manatal.token_header = Authorization⟧ ⟦manatal.page_size = 100⟧
settings: ⟦librato.api_token_env = LIBRATO_TOKEN⟧ ⟦librato.source_tag = host⟧
settings: ⟦shipx.api_token_expires_days = 365⟧ ⟦shipx.sandbox = true⟧
settings: ⟦##teamcity[setParameter name='env.PASSWORD_MIN_LENGTH' value='14']⟧
settings: ⟦azure.pipelines.secretVariables = 3 (values masked)⟧
settings: ⟦colab.secrets.notebook_access = enabled⟧ ⟦colab.secrets.count = 2⟧
settings: ⟦psql \set PROMPT1 '%n@%/%R%# '⟧ ⟦(password prompt: on)⟧
settings: ⟦token_rotation_days = 90⟧ ⟦api_key_prefix = pk_live_⟧
settings: ⟦system.debug = false⟧ ⟦(Azure Pipelines: secrets stay masked)⟧
settings: ⟦teamcity.password.parameter.type = password⟧ ⟦display = hidden⟧
settings: ⟦dbutils.secrets.scope = ops⟧ ⟦redaction = on⟧
settings: ⟦imap.auth = XOAUTH2⟧ ⟦imap.debug = 0⟧
settings: ⟦OTP_DIGITS_LOCALE = ascii⟧ ⟦OTP_LENGTH = 8⟧
settings: ⟦secret_backend = sops⟧ ⟦passphrase_min_words = 6⟧
"""

PARSE = r"""
parse: ⟦invalid value 'heavy' for --weight-class⟧: ⟦expected a number in kg⟧
parse: ⟦score '13,533' is not a decimal⟧ (⟦use a dot⟧)
parse: ⟦kata 'Bassai-Daii' not found⟧ (⟦did you mean Bassai Dai?⟧)
parse: ⟦rounds 'ten' must be an integer⟧ in ⟦bout.yaml line 6⟧
parse: ⟦grade 'AD++' is not an alpine grade⟧
parse: ⟦DBH '84cm' must be a number⟧ in ⟦survey.csv row 31⟧
parse: ⟦innings '8.5' must be whole⟧
parse: ⟦tempo '4/4 swing' is not a time signature⟧
parse: ⟦timezone 'Africa/Addis_Abeba' not found⟧ (⟦did you mean Africa/Addis_Ababa?⟧)
parse: ⟦Invalid enum value 'enterprise' - at `$.plan`⟧
parse: ⟦'2026-02-30' does not match format '%Y-%m-%d'⟧
parse: ⟦invalid literal for int() with base 10: '8080a'⟧ (⟦check PORT⟧)
parse: ⟦I don't know anything about type report.xlsb2⟧
parse: ⟦unknown locale 'ha_NG.UTF8'⟧ (⟦known: ha_NG.UTF-8⟧)
parse: ⟦jsonpatch: path '/tokens/3' not found⟧
parse: ⟦could not parse 'PT1H30' as ISO 8601 duration⟧
parse: ⟦'Lobuche-East' is not a valid peak id⟧ (⟦use LOBUCHE_EAST⟧)
parse: ⟦line 14: unexpected '}' in teamcity service message⟧
parse: ⟦unknown Azure Pipelines logging command '##[sections]'⟧
parse: ⟦weight '73,6' is not in kg⟧ (⟦use 73.6⟧)
parse: ⟦unknown ##vso command 'task.setvar'⟧ (⟦did you mean task.setvariable?⟧)
parse: ⟦pry: undefined local variable or method `setings'⟧ (⟦did you mean settings?⟧)
parse: ⟦psql: ERROR:  column "setings" does not exist⟧ ⟦LINE 1: SELECT setings FROM app_settings⟧
parse: ⟦Osmanya digits are not accepted here⟧ (⟦enter 0-9⟧)
parse: ⟦'٤٨٢٩' is not an ASCII number⟧ (⟦converted to 4829⟧)
"""
