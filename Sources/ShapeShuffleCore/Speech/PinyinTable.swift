/// The reading of every hanzi the game's Chinese lines use, as pinyin with its tone number
/// (5 is the neutral tone). Where a character has two readings, the one the game's lines mean is
/// given: 长 in 长方形 is cháng, 行 in 第三行 (a row) is háng, 朝 in 背面朝上 is cháo.
/// A character missing here stays a character in the spoken form, and a test fails on it.
extension Pinyin {
    static let readings: [Character: String] = [
        "一": "yi1", "二": "er4", "两": "liang3", "三": "san1", "四": "si4", "五": "wu3", "六": "liu4",
        "七": "qi1", "八": "ba1", "九": "jiu3", "十": "shi2", "百": "bai3", "零": "ling2",
        "个": "ge4", "颗": "ke1", "点": "dian3", "第": "di4", "行": "hang2", "列": "lie4",
        "红": "hong2", "橙": "cheng2", "黄": "huang2", "绿": "lü4", "蓝": "lan2", "紫": "zi3", "色": "se4",
        "圆": "yuan2", "正": "zheng4", "方": "fang1", "形": "xing2", "角": "jiao3", "长": "chang2",
        "星": "xing1", "爱": "ai4", "心": "xin1", "菱": "ling2", "大": "da4", "小": "xiao3", "的": "de5",
        "卡": "ka3", "片": "pian4", "背": "bei4", "面": "mian4", "朝": "chao2", "上": "shang4",
        "已": "yi3", "经": "jing1", "固": "gu4", "定": "ding4", "在": "zai4", "答": "da2", "案": "an4", "区": "qu1",
        "放": "fang4", "到": "dao4", "了": "le5", "这": "zhe4", "里": "li3", "要": "yao4",
        "题": "ti2", "目": "mu4", "不": "bu4", "再": "zai4", "试": "shi4", "别": "bie2", "吧": "ba5",
        "翻": "fan1", "回": "hui2", "去": "qu4", "取": "qu3", "消": "xiao1", "没": "mei2", "有": "you3",
        "会": "hui4", "直": "zhi2", "关": "guan1", "过": "guo4", "啦": "la5", "完": "wan2", "成": "cheng2",
        "太": "tai4", "棒": "bang4", "中": "zhong1", "听": "ting1", "遍": "bian4", "按": "an4", "键": "jian4",
        "开": "kai1", "操": "cao1", "作": "zuo4", "菜": "cai4", "单": "dan1", "打": "da3", "简": "jian3",
        "体": "ti3", "文": "wen2", "能": "neng2", "请": "qing3", "选": "xuan3", "择": "ze2",
        "谁": "shei2", "玩": "wan2", "家": "jia1", "猫": "mao1", "狗": "gou3", "兔": "tu4", "子": "zi5",
        "熊": "xiong2", "鱼": "yu2", "鸟": "niao3",
        // The buttons auditory scanning names, and its stop line.
        "设": "she4", "置": "zhi4", "查": "cha2", "找": "zhao3", "帮": "bang1", "助": "zhu4", "主": "zhu3",
        "页": "ye4", "下": "xia4", "返": "fan3", "扫": "sao3", "描": "miao2", "停": "ting2", "止": "zhi3",
        "就": "jiu4", "始": "shi3", "闭": "bi4", "通": "tong1", "知": "zhi1",
        // Practice sets: “练习完成了！”
        "练": "lian4", "习": "xi2",
        // The assists (cards face up, Show me, the guided first level).
        "为": "wei4", "从": "cong2", "以": "yi3", "你": "ni3", "先": "xian1", "全": "quan2", "后": "hou4",
        "哦": "o5", "头": "tou2", "好": "hao3", "它": "ta1", "张": "zhang1", "我": "wo3", "所": "suo3",
        "把": "ba3", "提": "ti2", "新": "xin1", "演": "yan3", "然": "ran2", "现": "xian4", "看": "kan4",
        "示": "shi4", "轮": "lun2", "部": "bu4", "错": "cuo4", "需": "xu1",
        // "谁来玩？" and Well done after help: "在提示的帮助下，你完成啦！"
        "来": "lai2", "忙": "mang2", "也": "ye3",
        // 重 on its own is zhòng (heavy); in 重新 it is chóng, given in `wordReadings`.
        "重": "zhong4",
        // 得 is dé in 得到 (to get); its other readings, de and děi, are not in the game's lines.
        "得": "de2", "满": "man3", "分": "fen1",
    ]

    /// Words whose reading is not their characters' own: a character with another reading in
    /// this word (重新 is chóng xīn), or a doubled verb, whose second syllable is neutral (看看 is
    /// kàn kan, "have a look"; 试试 is shì shi, "give it a try").
    static let wordReadings: [(word: String, readings: [String])] = [
        ("重新", ["chong2", "xin1"]),
        ("看看", ["kan4", "kan5"]),
        ("试试", ["shi4", "shi5"]),
    ]
}
