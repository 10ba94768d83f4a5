"""Held-out set 81: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``benchmarks/*heldout*`` file (none matched; the bare words for password in Thai, Lao, Burmese, Tamil, Georgian, Korean and others did, and were given a postal or courier word). Names in many styles: camel case for set 81's
vendors (``uaePassClientSecrete``, ``nafathAppKey``, ``swissIdClientSecret``,
``corppassSigD``, ``mattrAuthTok``, ``affinidiPatPassphrase``, ``realmeSpKeyPass``,
``diiaAcquirerTok``, ``nzPostClientSecret``, ``blueDartLicenceKey``, ``starTrackApiPassword``,
``enviaBearerTok``), snake case (``swisspost_client_secret``, ``postnord_apikey``,
``interparcel_auth``, ``yurtici_ws_password``, ``procivis_client_secret``,
``frankie_api_key``, ``buypass_eab_hmac``, ``kdniao_app_key``, ``meest_refresh``,
``emiratespost_apikey``, ``cds_client_secret``, ``ndi_verifier_secret``), kebab case
(``ncalayer-store-password``, ``bw-session-key``, ``op-service-account-token``,
``keeper-ksm-token``, ``kpxc-db-password``, ``vault-wrap-token``, ``sops-age-key``,
``doppler-service-token``, ``infisical-client-secret``, ``gopass-age-passphrase``), upper
snake (``THAID_CLIENT_SECRET``, ``PHILSYS_PARTNER_KEY``, ``VNEID_SECRET_KEY``,
``FAYDA_PRIVATE_JWK``, ``SINGPOST_X_API_KEY``, ``NAQEL_CLIENT_PASSWORD``,
``FLASH_SECRET_KEY``, ``ARAS_WS_PASSWORD``), dotted and bracketed (``courier.bobgo.token``,
``eid[absher][client_secret]``) and the share's languages' words for PIN, code and password in
their scripts or transliterated (Arabic ``الرقم_السري``, Persian ``رمز_دوم``, Hindi
``ओटीपी_कोड``, Bengali ``পিন_নম্বর``, Thai ``รหัสผ่านไปรษณีย์``, Khmer ``លេខកូដសម្ងាត់ប្រៃសណីយ៍``, Lao
``ລະຫັດຜ່ານໄປສະນີ``, Tibetan ``གསང་ཨང་_ATM``, Burmese ``စကားဝှက်_စာတိုက်``, Mongolian ``нууц_үг_шуудан``, Japanese
``宅配ボックス暗証番号``, Chinese ``快递柜取件密码``, Korean ``택배함_비밀번호``, Tamil ``அஞ்சல்_கடவுச்சொல்``, Georgian
``ფოსტის_პაროლი``, Amharic ``የይለፍ_ቃል``, ``kataSandiKurir``, ``matKhauBuuDien``, ``sifreKargo``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
uaePassClientSecrete ¦ {s} ¦ A28 ¦ UAE PASS: redirect_uri mismatch
nafathAppKey ¦ {s} ¦ h32 ¦ Nafath: national id not registered
swissIdClientSecret ¦ {s} ¦ u43 ¦ SwissID: consent required
corppassSigD ¦ {s} ¦ u43 ¦ Corppass: entity not authorised for e-Service
mattrAuthTok ¦ {s} ¦ u120 ¦ MATTR: credential template not found
affinidiPatPassphrase ¦ {s} ¦ p ¦ affinidi: project not found
realmeSpKeyPass ¦ {s} ¦ p ¦ RealMe: AuthnRequest signature invalid
diiaAcquirerTok ¦ {s} ¦ h64 ¦ Diia: branch not found
nzPostClientSecret ¦ {s} ¦ A32 ¦ NZ Post: address not deliverable
blueDartLicenceKey ¦ {s} ¦ H32 ¦ Blue Dart: pincode not serviceable
starTrackApiPassword ¦ {s} ¦ A24 ¦ StarTrack: consignment not found
enviaBearerTok ¦ {s} ¦ h64 ¦ envia: carrier unavailable for route
swisspost_client_secret ¦ {s} ¦ A40 ¦ Swiss Post: franking licence inactive
postnord_apikey ¦ {s} ¦ h32 ¦ PostNord: item not found
interparcel_auth ¦ {s} ¦ A32 ¦ Interparcel: no services for postcode
yurtici_ws_password ¦ {s} ¦ p ¦ Yurtiçi: cargoKey already used
procivis_client_secret ¦ {s} ¦ u48 ¦ Procivis: proof request expired
frankie_api_key ¦ {s} ¦ h64 ¦ FrankieOne: entity check pending
buypass_eab_hmac ¦ {s} ¦ u64 ¦ acme: rate limited
kdniao_app_key ¦ {s} ¦ uuid ¦ kdniao: 物流单号不存在
meest_refresh ¦ {s} ¦ h32 ¦ Meest: parcel in transit
emiratespost_apikey ¦ {s} ¦ A36 ¦ Emirates Post: booking rejected
cds_client_secret ¦ {s} ¦ uuid ¦ CDS: declaration rejected (CDS12062)
ndi_verifier_secret ¦ {s} ¦ A48 ¦ Bhutan NDI: proof request timed out
ncalayer-store-password ¦ {s} ¦ p ¦ NCALayer: certificate expired
bw-session-key ¦ {s} ¦ b88 ¦ bw: vault is locked
op-service-account-token ¦ ops_{s} ¦ u200 ¦ op: item not found in vault Infra
keeper-ksm-token ¦ US:{s} ¦ u43 ¦ ksm: record not shared with application
kpxc-db-password ¦ {s} ¦ p ¦ keepassxc-cli: entry not found
vault-wrap-token ¦ hvs.{s} ¦ A90 ¦ vault: wrapping token is not valid or does not exist
sops-age-key ¦ AGE-SECRET-KEY-1{s} ¦ U58 ¦ sops: no matching recipient
doppler-service-token ¦ dp.st.prd.{s} ¦ A43 ¦ doppler: config not found
infisical-client-secret ¦ {s} ¦ h64 ¦ infisical: environment not found
gopass-age-passphrase ¦ {s} ¦ w4 ¦ gopass: store not initialised
THAID_CLIENT_SECRET ¦ {s} ¦ A32 ¦ ThaiD: invalid scope
PHILSYS_PARTNER_KEY ¦ {s} ¦ A40 ¦ PhilSys: PCN not found
VNEID_SECRET_KEY ¦ {s} ¦ u64 ¦ VNeID: partner suspended
FAYDA_PRIVATE_JWK ¦ {"kty":"RSA","d":"{s}"} ¦ u342 ¦ Fayda: FIN not found
SINGPOST_X_API_KEY ¦ {s} ¦ A32 ¦ SingPost: postal code invalid
NAQEL_CLIENT_PASSWORD ¦ {s} ¦ p ¦ Naqel: waybill not found
FLASH_SECRET_KEY ¦ {s} ¦ H64 ¦ Flash Express: sign error
ARAS_WS_PASSWORD ¦ {s} ¦ p ¦ Aras Kargo: customer code invalid
courier.bobgo.token ¦ {s} ¦ h64 ¦ Bob Go: rate request failed
eid[absher][client_secret] ¦ {s} ¦ A32 ¦ Absher: service unavailable
الرقم_السري ¦ {s} ¦ pin ¦ تعذر الاتصال بالخادم
رمز_دوم ¦ {s} ¦ pin ¦ خطا در اتصال به درگاه
ओटीपी_कोड ¦ {s} ¦ pin ¦ सर्वर से कनेक्शन विफल
পিন_নম্বর ¦ {s} ¦ pin ¦ সার্ভার সংযোগ ব্যর্থ
รหัสผ่านไปรษณีย์ ¦ {s} ¦ p ¦ เชื่อมต่อเซิร์ฟเวอร์ไม่สำเร็จ
លេខកូដសម្ងាត់ប្រៃសណីយ៍ ¦ {s} ¦ pin ¦ connection failed
ລະຫັດຜ່ານໄປສະນີ ¦ {s} ¦ p ¦ connection failed
གསང་ཨང་_ATM ¦ {s} ¦ pin ¦ connection failed
စကားဝှက်_စာတိုက် ¦ {s} ¦ p ¦ connection failed
нууц_үг_шуудан ¦ {s} ¦ p ¦ холболт амжилтгүй
宅配ボックス暗証番号 ¦ {s} ¦ pin ¦ 接続に失敗しました
快递柜取件密码 ¦ {s} ¦ pin ¦ 连接失败
택배함_비밀번호 ¦ {s} ¦ p ¦ 연결 실패
அஞ்சல்_கடவுச்சொல் ¦ {s} ¦ p ¦ connection failed
ფოსტის_პაროლი ¦ {s} ¦ p ¦ კავშირი ვერ დამყარდა
የይለፍ_ቃል ¦ {s} ¦ p ¦ connection failed
kataSandiKurir ¦ {s} ¦ p ¦ koneksi gagal
matKhauBuuDien ¦ {s} ¦ p ¦ kết nối thất bại
sifreKargo ¦ {s} ¦ p ¦ bağlantı başarısız
recoveryCodeDiia ¦ {s} ¦ rc ¦ Diia: device not trusted
opRecoveryKitSecret ¦ A3-{s} ¦ U26 ¦ op: account locked
"""

_WORDS = [
    "parcel",
    "courier",
    "waybill",
    "postcode",
    "manifest",
    "customs",
    "tariff",
    "broker",
    "locker",
    "franking",
    "consignment",
    "pallet",
    "depot",
    "docket",
    "airway",
    "freight",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
