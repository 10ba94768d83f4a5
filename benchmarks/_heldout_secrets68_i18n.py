"""Held-out set 68: recovery codes, passphrases, PINs, passwords, API keys and tokens named in
the Indo-Aryan languages in their own scripts, and in the formal and honorific registers of
Japanese, Korean and Chinese.

The languages were all named by earlier sets (grepped for by name in every earlier
``benchmarks/*heldout*`` file: Bengali, Gujarati, Gurmukhi, Punjabi, Shahmukhi, Marathi, Odia,
Assamese, Sinhala, Nepali, Sindhi, Dhivehi and Thaana all matched) and are used again here with
other sentences: bank, telecom and government SMS phrasing, as remembered and not verified
against a localized page. The registers are new (``keigo``, ``敬語`` and ``존댓말`` matched
nothing): Japanese sonkeigo and teineigo (``でございます``, ``お客様``, ``ご確認ください``),
Korean hasipsio-che (``고객님``, ``입니다``, ``하십시오``) and formal Chinese notices in
simplified and traditional script (``尊敬的用户``, ``贵司``, ``您好``, ``請妥善保管``).
Scripts: Bengali-Assamese, Gujarati, Gurmukhi, Perso-Arabic (Shahmukhi, Sindhi), Devanagari,
Odia, Sinhala, Thaana, kanji and kana, Hangul, Han (simplified and traditional).
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "banyan",
    "cardamom",
    "chital",
    "gharial",
    "hoolock",
    "jamun",
    "langur",
    "mahseer",
    "monsoon",
    "nilgai",
    "peepal",
    "sal",
    "sambar",
    "tamarind",
    "tahr",
    "vetiver",
]

ROWS = r"""
bengali password ¦ Bengali, পাসওয়ার্ড (password), bank SMS, as remembered ¦ p ¦ প্রিয় গ্রাহক, আপনার নতুন পাসওয়ার্ড {t}। এটি কারও সাথে শেয়ার করবেন না।
bengali pin ¦ Bengali, পিন (PIN) of a card ¦ pin6 ¦ আপনার কার্ডের পিন {t} — গোপন রাখুন।
bengali recovery ¦ Bengali, পুনরুদ্ধার কোড (recovery code) ¦ gh ¦ আপনার অ্যাকাউন্ট পুনরুদ্ধার কোড: {t}
bengali api ¦ Bengali, এপিআই কী (API key) ¦ tok ¦ আপনার এপিআই কী তৈরি হয়েছে: {t}
gujarati password ¦ Gujarati, પાસવર્ડ (password) ¦ p ¦ આપનો કામચલાઉ પાસવર્ડ {t} છે. કૃપા કરીને તેને કોઈની સાથે શેર ન કરો.
gujarati pin ¦ Gujarati, પિન (PIN) ¦ pin8 ¦ તમારો એટીએમ પિન {t} છે.
gujarati secret ¦ Gujarati, ગુપ્ત શબ્દસમૂહ (secret phrase) ¦ w5 ¦ તમારો ગુપ્ત શબ્દસમૂહ: {t}
gurmukhi password ¦ Gurmukhi Punjabi, ਪਾਸਵਰਡ (password) ¦ p ¦ ਤੁਹਾਡਾ ਨਵਾਂ ਪਾਸਵਰਡ {t} ਹੈ। ਕਿਸੇ ਨਾਲ ਸਾਂਝਾ ਨਾ ਕਰੋ।
gurmukhi otp ¦ Gurmukhi Punjabi, ਓਟੀਪੀ (OTP) ¦ pin6 ¦ ਲੌਗਇਨ ਲਈ ਤੁਹਾਡਾ ਓਟੀਪੀ {t} ਹੈ
gurmukhi token ¦ Gurmukhi Punjabi, ਟੋਕਨ (token) ¦ tok ¦ ਤੁਹਾਡਾ ਐਕਸੈਸ ਟੋਕਨ: {t}
shahmukhi password ¦ Shahmukhi Punjabi, پاس ورڈ (password) ¦ p ¦ تہاڈا نواں پاس ورڈ {t} اے۔ کسے نال نہ ونڈو۔
shahmukhi pin ¦ Shahmukhi Punjabi, پن کوڈ (PIN code) ¦ pin6 ¦ تہاڈا پن کوڈ {t} اے
marathi password ¦ Marathi, पासवर्ड (password) ¦ p ¦ तुमचा तात्पुरता पासवर्ड {t} आहे. कृपया तो कोणालाही सांगू नका.
marathi otp ¦ Marathi, ओटीपी (OTP) ¦ pin6 ¦ आपला ओटीपी {t} आहे. हा १० मिनिटांसाठी वैध आहे.
marathi recovery ¦ Marathi, पुनर्प्राप्ती कोड (recovery code) ¦ ms ¦ तुमचा पुनर्प्राप्ती कोड: {t}
odia password ¦ Odia, ପାସୱାର୍ଡ (password) ¦ p ¦ ଆପଣଙ୍କ ନୂଆ ପାସୱାର୍ଡ ହେଉଛି {t}
odia pin ¦ Odia, ପିନ୍ (PIN) ¦ pin6 ¦ ଆପଣଙ୍କ ପିନ୍ {t} । କାହାକୁ କୁହନ୍ତୁ ନାହିଁ।
assamese password ¦ Assamese, পাছৱৰ্ড (password) ¦ p ¦ আপোনাৰ নতুন পাছৱৰ্ড হৈছে {t}
assamese pin ¦ Assamese, পিন (PIN) ¦ pin8 ¦ আপোনাৰ পিন নম্বৰ {t}
sinhala password ¦ Sinhala, මුරපදය (password) ¦ p ¦ ඔබගේ නව මුරපදය {t} වේ. එය කිසිවෙකුට නොකියන්න.
sinhala pin ¦ Sinhala, PIN අංකය (PIN number) ¦ pin6 ¦ ඔබගේ PIN අංකය: {t}
sinhala recovery ¦ Sinhala, ප්‍රතිසාධන කේතය (recovery code) ¦ google ¦ ඔබගේ ප්‍රතිසාධන කේතය {t}
nepali password ¦ Nepali, पासवर्ड (password) ¦ p ¦ तपाईंको नयाँ पासवर्ड {t} हो। कसैलाई नभन्नुहोला।
nepali pin ¦ Nepali, पिन नम्बर (PIN number), a wallet's SMS ¦ pin8 ¦ तपाईंको वालेट पिन नम्बर {t} हो
nepali key ¦ Nepali, एपीआई कुञ्जी (API key) ¦ b64 ¦ तपाईंको एपीआई कुञ्जी: {t}
sindhi password ¦ Sindhi, پاسورڊ (password) ¦ p ¦ توهان جو نئون پاسورڊ {t} آهي. ڪنهن کي به نه ٻڌايو.
sindhi pin ¦ Sindhi, پن (PIN) ¦ pin6 ¦ توهان جو پن {t} آهي
dhivehi password ¦ Dhivehi in Thaana, ޕާސްވޯޑް (password) ¦ p ¦ ތިޔަބޭފުޅާގެ އާ ޕާސްވޯޑަކީ {t}
dhivehi pin ¦ Dhivehi in Thaana, ޕިން (PIN) ¦ pin6 ¦ ތިޔަބޭފުޅާގެ ޕިން: {t}
dhivehi secret ¦ Dhivehi in Thaana, ސިއްރު ބަސް (secret word) ¦ w4 ¦ ސިއްރު ބަސް: {t}
japanese keigo password ¦ Japanese teineigo, パスワード with でございます ¦ p ¦ お客様の仮パスワードは「{t}」でございます。ログイン後、速やかにご変更くださいますようお願い申し上げます。
japanese keigo pin ¦ Japanese keigo, 暗証番号 (PIN) ¦ pin8 ¦ ご登録の暗証番号は{t}でございます。第三者には決してお伝えにならないでください。
japanese keigo otp ¦ Japanese keigo, ワンタイムパスワード ¦ pin6 ¦ 【アクメ銀行】ワンタイムパスワード:{t}(有効期限10分)。当行からお電話でお伺いすることはございません。
japanese keigo api ¦ Japanese keigo, APIキーを発行いたしました ¦ tok ¦ APIキーを発行いたしました。APIキー:{t} 大切に保管していただきますようお願いいたします。
japanese keigo recovery ¦ Japanese keigo, リカバリーコード ¦ ms ¦ リカバリーコードをお送りいたします。{t} ご確認くださいませ。
korean formal password ¦ Korean hasipsio-che, 비밀번호 ¦ p ¦ 고객님의 임시 비밀번호는 {t}입니다. 로그인 후 반드시 변경하여 주십시오.
korean formal pin ¦ Korean formal, 간편비밀번호 (simple PIN) ¦ pin6 ¦ 고객님의 간편비밀번호는 {t}입니다. 타인에게 알려주지 마십시오.
korean formal auth ¦ Korean formal, 인증번호 ¦ pin6 ¦ [아크미은행] 인증번호 [{t}]를 입력하여 주십시오.
korean formal recovery ¦ Korean formal, 복구 코드 ¦ gh ¦ 계정 복구 코드를 안내해 드립니다: {t}
korean formal api ¦ Korean formal, API 키 발급 ¦ tok ¦ 요청하신 API 키가 발급되었습니다. API 키: {t} 안전한 곳에 보관하시기 바랍니다.
chinese formal password ¦ Simplified Chinese formal notice, 密码 ¦ p ¦ 尊敬的用户:您的初始密码为{t},请于首次登录后及时修改。
chinese formal code ¦ Simplified Chinese, 验证码 ¦ pin6 ¦ 【阿克米云】您的验证码为{t},5分钟内有效,请勿泄露给他人。
chinese formal secret ¦ Simplified Chinese, 贵司 and API 密钥 ¦ tok ¦ 贵司的API密钥已生成:{t},请妥善保管,切勿外传。
chinese formal phrase ¦ Simplified Chinese, 助记词 (mnemonic phrase) ¦ w6 ¦ 请抄写您的助记词并妥善保存:{t}
traditional password ¦ Traditional Chinese, 密碼 with 您好 ¦ p ¦ 您好,您的臨時密碼為{t},請妥善保管並儘速變更。
bengali formal otp ¦ Bengali, ওটিপি with the formal আপনার ¦ pin6 ¦ আপনার লেনদেনের ওটিপি {t}, মেয়াদ ৫ মিনিট। ব্যাংক কখনো ওটিপি চায় না।
bengali passphrase ¦ Bengali, গোপন বাক্যাংশ (secret phrase) ¦ w5 ¦ আপনার গোপন বাক্যাংশ লিখে রাখুন: {t}
gujarati token ¦ Gujarati, ઍક્સેસ ટોકન (access token) ¦ b64 ¦ તમારું ઍક્સેસ ટોકન: {t}
gurmukhi recovery ¦ Gurmukhi Punjabi, ਰਿਕਵਰੀ ਕੋਡ (recovery code) ¦ ms ¦ ਤੁਹਾਡਾ ਰਿਕਵਰੀ ਕੋਡ: {t}
marathi api ¦ Marathi, एपीआय की (API key) ¦ tok ¦ तुमची एपीआय की: {t}
odia recovery ¦ Odia, ପୁନରୁଦ୍ଧାର କୋଡ୍ (recovery code) ¦ gh ¦ ଆପଣଙ୍କ ପୁନରୁଦ୍ଧାର କୋଡ୍: {t}
assamese otp ¦ Assamese, অটিপি (OTP) ¦ pin6 ¦ আপোনাৰ অটিপি {t}। কাকো নকব।
sinhala otp ¦ Sinhala, එක් වරක් මුරපදය (one-time password) ¦ pin6 ¦ ඔබගේ එක් වරක් මුරපදය {t} වේ.
nepali otp ¦ Nepali, ओटीपी with हजुर (honorific) ¦ pin6 ¦ हजुरको ओटीपी {t} हो। कृपया कसैलाई नदिनुहोला।
sindhi otp ¦ Sindhi, او ٽي پي (OTP) ¦ pin6 ¦ توهان جو او ٽي پي {t} آهي
shahmukhi token ¦ Shahmukhi Punjabi, ٹوکن (token) ¦ tok ¦ تہاڈا ٹوکن: {t}
japanese sonkeigo passphrase ¦ Japanese sonkeigo, パスフレーズ with ご記入いただく ¦ w4 ¦ ご登録いただいたパスフレーズは「{t}」でございます。お控えくださいますようお願い申し上げます。
korean formal token ¦ Korean formal, 액세스 토큰 ¦ b64 ¦ 발급된 액세스 토큰을 안내하여 드립니다: {t}
traditional api ¦ Traditional Chinese, API 金鑰 with 敬請 ¦ tok ¦ 貴公司的API金鑰為{t},敬請妥善保管。
traditional recovery ¦ Traditional Chinese, 復原碼 (recovery code) ¦ google ¦ 您的帳戶復原碼:{t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("note", "runtime", "keyerror", "cause", "group", "args", "context", "oserror"),
    )
