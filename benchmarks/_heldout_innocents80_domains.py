"""Innocent set 80: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: a yum cha teahouse, an awamori distillery, a Jeju haenyeo diving co-op, a Hakka
tulou heritage site, Hmong paj ntaub story cloths, Zhuang brocade weaving, the Yi torch
festival, an Okinawan sanshin workshop, Ainu woodcarving, a mooncake bakery, seal carving,
a Hanja proficiency exam, and the ML side of the share: GPU training runs, vector indexes and
eval runs (each grepped for in every earlier ``_heldout_innocents*`` and
``heldout_innocents*`` file; none matched, while dim sum, puppetry, mahjong, dragon boats,
calligraphy, bubble tea, checkpoints, embeddings, tokenizers and token counts did).
``FLAGS``: settings whose names say password, token, key, secret, PIN or passphrase and whose
values are not. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
yum cha: ⟦table «d3»⟧ ⟦har gow ×2, siu mai ×3⟧ — ⟦tea charge HK$18 per head⟧
yum cha: ⟦order slip «U2»-«d6»⟧ ⟦pu-erh, 4 guests⟧ — ⟦stamped at 10:42⟧
yum cha: ⟦trolley «d2»⟧ ⟦char siu bao 12 left⟧ — ⟦kitchen ticket «d7»⟧
yum cha: ⟦booking «l8»⟧ ⟦round table for 10, 11:30⟧ — ⟦deposit paid⟧
awamori: ⟦kusu crock «d5»⟧ ⟦aged 9 years, 43%⟧ — ⟦Shuri cellar row «U1»⟧
awamori: ⟦batch «U3»«d5»⟧ ⟦Thai indica rice 1,800 kg⟧ — ⟦kuro koji, 48 h⟧
awamori: ⟦shikomi tank «d2»⟧ ⟦moromi day 14⟧ — ⟦18.2% ABV⟧
awamori: ⟦bottle lot «d8»⟧ ⟦720 ml, 30%⟧ — ⟦label proof «l6»⟧
haenyeo: ⟦diver «d6»⟧ ⟦turban shell 4.2 kg⟧ — ⟦bulteok «U1»«d2»⟧
haenyeo: ⟦co-op entry «d9»⟧ ⟦sea urchin 11 kg, 3 dives⟧ — ⟦Hado-ri⟧
haenyeo: ⟦tide log «l7»⟧ ⟦low water 14:06⟧ — ⟦swell 0.8 m⟧
tulou: ⟦unit «U2»-«d3»⟧ ⟦ring 2, room 47⟧ — ⟦rammed earth, 1912⟧
tulou: ⟦visitor ticket «d10»⟧ ⟦Chengqi Lou⟧ — ⟦valid 2026-12-07⟧
tulou: ⟦survey point «l6»⟧ ⟦wall 1.9 m thick⟧ — ⟦crack width 3 mm⟧
paj ntaub: ⟦cloth «d7»⟧ ⟦story of the crossing, 120 × 90 cm⟧ — ⟦reverse appliqué⟧
paj ntaub: ⟦maker «U3»«d4»⟧ ⟦snail-house motif⟧ — ⟦consigned 2026-11-20⟧
paj ntaub: ⟦lot «l8»⟧ ⟦New Year skirt trim 3 m⟧ — ⟦indigo batik⟧
zhuang brocade: ⟦loom «d3»⟧ ⟦bamboo-cage pattern⟧ — ⟦weft «d4» picks⟧
zhuang brocade: ⟦piece «U2»«d6»⟧ ⟦Binyang, 2.4 m⟧ — ⟦silk on cotton⟧
zhuang brocade: ⟦order «l7»⟧ ⟦12 cushion covers⟧ — ⟦ship by 2026-12-20⟧
torch festival: ⟦torch permit «d8»⟧ ⟦Butuo county⟧ — ⟦6th month, 24th day⟧
torch festival: ⟦bull-fight bracket «U1»«d2»⟧ ⟦round 3⟧ — ⟦arena «l5»⟧
torch festival: ⟦dancer «d5»⟧ ⟦troupe «U3»⟧ — ⟦stage slot 20:15⟧
sanshin: ⟦instrument «d6»⟧ ⟦python-skin head, ebony neck⟧ — ⟦honchoshi tuning⟧
sanshin: ⟦lesson «l8»⟧ ⟦kunkunshi page 12⟧ — ⟦Tuesday 19:00⟧
sanshin: ⟦repair ticket «U2»«d5»⟧ ⟦re-skin and new uma⟧ — ⟦¥38,500⟧
ainu carving: ⟦piece «d7»⟧ ⟦ikupasuy, walnut⟧ — ⟦Nibutani workshop⟧
ainu carving: ⟦commission «l6»⟧ ⟦owl, 28 cm⟧ — ⟦ready 2027-01-15⟧
ainu carving: ⟦museum loan «U3»-«d4»⟧ ⟦makiri sheath⟧ — ⟦humidity 45%⟧
mooncake: ⟦tray «d4»⟧ ⟦lotus paste, double yolk⟧ — ⟦bake 180 °C, 22 min⟧
mooncake: ⟦mould «U1»«d3»⟧ ⟦125 g, 8 petals⟧ — ⟦cracked, replace⟧
mooncake: ⟦gift box order «d9»⟧ ⟦4 pieces, five-kernel⟧ — ⟦pickup 2026-12-10⟧
seal carving: ⟦seal «d6»⟧ ⟦Shoushan stone, 2.5 cm⟧ — ⟦white text, four characters⟧
seal carving: ⟦impression sheet «l7»⟧ ⟦cinnabar paste⟧ — ⟦3 proofs⟧
seal carving: ⟦job «U2»«d4»⟧ ⟦name seal, 篆書⟧ — ⟦HK$680⟧
hanja exam: ⟦candidate «d9»⟧ ⟦level 3⟧ — ⟦score 142/150⟧
hanja exam: ⟦sitting «U1»«d3»⟧ ⟦hall B, seat 44⟧ — ⟦2026-12-13 10:00⟧
hanja exam: ⟦certificate «d12»⟧ ⟦grade 2 pass⟧ — ⟦issued 2026-11-28⟧
gpu training: ⟦run «l8»⟧ ⟦8×H100, step 41,200⟧ — ⟦loss 1.847⟧
gpu training: ⟦job «uuid»⟧ ⟦preempted at epoch 3⟧ — ⟦resumed from step 38,000⟧
gpu training: ⟦node «U3»-«d3»⟧ ⟦GPU 5 ECC errors 2⟧ — ⟦drained⟧
gpu training: ⟦sweep «l6»⟧ ⟦lr 3e-4, warmup 2,000⟧ — ⟦best val 0.712⟧
vector index: ⟦index «l10»⟧ ⟦1,536 dims, cosine⟧ — ⟦4.1M vectors⟧
vector index: ⟦shard «d2» of 16⟧ ⟦HNSW M=32, ef=128⟧ — ⟦rebuild 41 min⟧
vector index: ⟦namespace tenant-«d5»⟧ ⟦upserted 8,412⟧ — ⟦deleted 17⟧
eval run: ⟦eval «h12»⟧ ⟦412 prompts, pass@1 0.63⟧ — ⟦judge temperature 0⟧
eval run: ⟦dataset «l8»-v3⟧ ⟦1,200 rows⟧ — ⟦2 duplicates removed⟧
eval run: ⟦experiment «A12»⟧ ⟦faithfulness 0.91⟧ — ⟦latency p95 2.4 s⟧
speech: ⟦transcript «h16»⟧ ⟦38 min, Cantonese + English⟧ — ⟦WER 11.2%⟧
vision: ⟦inspection «d8»⟧ ⟦bolt count 24 of 24⟧ — ⟦confidence 0.97⟧
"""

FLAGS = r"""
flags: ⟦INFERENCE_API_KEY_HEADER=x-api-key⟧ ⟦INFERENCE_API_KEY_PREFIX=sk_⟧ (format only)
flags: ⟦storePassword: ${RIFT_STORE_PASSWORD}⟧ ⟦keyAlias: upload⟧ (reference only)
flags: ⟦MATCH_READONLY=true⟧ ⟦MATCH_TYPE=appstore⟧
flags: ⟦FIREBASE_APP_CHECK_DEBUG=false⟧ ⟦APP_CHECK_TOKEN_TTL=3600⟧
flags: ⟦EXPO_PUBLIC_API_URL=https://api.acme.io⟧ ⟦EXPO_PUBLIC_SENTRY_DSN_ENABLED=1⟧
flags: ⟦android.injected.signing.store.file=upload.jks⟧ ⟦android.injected.signing.key.alias=upload⟧
flags: ⟦password_hash_rounds: 12⟧ ⟦password_min_length: 12⟧
flags: ⟦token_budget: 128000⟧ ⟦max_output_tokens: 4096⟧
flags: ⟦api_key_rotation_days: 90⟧ ⟦api_key_last_rotated: 2026-11-02⟧
flags: ⟦--api-key-env LANCEDB_API_KEY⟧ ⟦--region us-east-1⟧ (variable name, not a key)
flags: ⟦SONIOX_API_KEY is set: yes⟧ ⟦length: 64⟧
flags: ⟦PIN_LENGTH=6⟧ ⟦PIN_RETRY_LIMIT=3⟧
flags: ⟦passphrase: required⟧ ⟦passphrase_source: keychain⟧
flags: ⟦secret_ref: projects/acme/secrets/asc-key/versions/3⟧ (a reference, not the key)
flags: ⟦ASC_KEY_ID=D383SF739⟧ ⟦ASC_ISSUER_ID=«uuid»⟧ (ids, the .p8 stays in the keychain)
flags: ⟦KEYCHAIN_NAME=ci.keychain-db⟧ ⟦KEYCHAIN_TIMEOUT=3600⟧
flags: ⟦signingConfig = signingConfigs.getByName("release")⟧
flags: ⟦CODE_SIGN_IDENTITY=Apple Distribution⟧ ⟦DEVELOPMENT_TEAM=7Q2XK9L3MZ⟧
flags: ⟦use_secure_storage: true⟧ ⟦secure_storage_backend: EncryptedSharedPreferences⟧
flags: ⟦embedding_key_field: chunk_id⟧ ⟦vector_key: embedding⟧
flags: ⟦REQUESTY_FALLBACK=anthropic/claude-sonnet⟧ ⟦REQUESTY_CACHE=true⟧
flags: ⟦eval.secret_scan: on⟧ ⟦eval.secret_scan.fail_on: high⟧
flags: ⟦recovery_codes_remaining: 7⟧ ⟦recovery_codes_generated: 2026-10-01⟧
flags: ⟦keystore.type=PKCS12⟧ ⟦keystore.validity.days=10000⟧
flags: ⟦tokenizer: cl100k_base⟧ ⟦token_count: 1,847⟧
flags: ⟦FASTLANE_SKIP_UPDATE_CHECK=1⟧ ⟦FASTLANE_HIDE_TIMESTAMP=1⟧
flags: ⟦lightning.teamspace=acme-research⟧ ⟦lightning.cluster=lightning-public-prod⟧
flags: ⟦GRADLE_OPTS=-Xmx4g⟧ ⟦org.gradle.caching=true⟧
flags: ⟦keyPassword is the same as storePassword: no⟧
flags: ⟦password_reset_link_ttl_minutes: 30⟧ ⟦password_reset_rate_limit: 5/h⟧
"""

PARSE = r"""
parse: ⟦invalid literal for int() with base 10: '四十二'⟧
parse: ⟦could not convert string to float: '1,847.5'⟧ (locale zh-HK)
parse: ⟦unknown tone mark in 'bi̍t-bé'⟧ ⟦expected POJ tone 1-8⟧
parse: ⟦time data '2026年12月7日' does not match format '%Y-%m-%d'⟧
parse: ⟦unexpected token 'awamori' at line 3, column 5⟧
parse: ⟦invalid duration '9年'⟧ ⟦use 9y or 3285d⟧
parse: ⟦yaml: line 8: did not find expected key⟧ in ⟦eas.json⟧
parse: ⟦Plist parse error: unexpected element <strin> at line 14⟧ in ⟦Info.plist⟧
parse: ⟦Could not parse gradle.properties line 12: 'org.gradle.jvmargs -Xmx4g'⟧
parse: ⟦invalid semver '1.4.2-beta..3'⟧ ⟦versionName must be MAJOR.MINOR.PATCH⟧
parse: ⟦versionCode 4120 is lower than the latest 4121⟧
parse: ⟦unknown field 'pahawh'; did you mean 'pahawh_hmong'?⟧
parse: ⟦JSONDecodeError: Expecting ':' delimiter: line 4 column 12⟧ in ⟦google-services.json⟧
parse: ⟦toml: expected '=' after key 'lancedb' at line 2⟧
parse: ⟦invalid embedding dimension 1535, expected 1536⟧
parse: ⟦CSV row 212: expected 6 fields, saw 5⟧ in ⟦haenyeo_catch.csv⟧
parse: ⟦invalid locale 'yue-Hant-HK-x-old'⟧
parse: ⟦unknown script code 'Yiii_'⟧ ⟦did you mean 'Yiii'?⟧
parse: ⟦bad escape \q at position 4⟧ in pattern ⟦鎖匙\q⟧
parse: ⟦cron: field 'hour' out of range: 24⟧
parse: ⟦invalid UUID 'job-«h8»'⟧ ⟦expected 36 characters⟧
parse: ⟦unsupported audio format 'amr-wb'⟧ ⟦expected pcm_s16le, mp3, flac⟧
parse: ⟦could not parse 'fp8_e4m3x' as dtype⟧
parse: ⟦xcodebuild: error: Unable to find a destination matching '{ platform:iOS Simulator, OS:19.9 }'⟧
parse: ⟦Invalid bundle identifier 'io.acme.rift app'⟧ ⟦spaces are not allowed⟧
"""
