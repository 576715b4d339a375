
    // Do not modify this file by hand!
    // Re-generate this file by running lit-localize

    
    

    /* eslint-disable no-irregular-whitespace */
    /* eslint-disable @typescript-eslint/no-explicit-any */

    export const templates = {
      'validation.integer': `必须输入数字`,
'validation.nonNegative': `必须输入不小于零数值`,
'validation.numeric': `必须输入数值`,
'validation.required': `必填`,
'validation.score': `必须输入0-100的分数`,
'validation.telephone': `电话号码格式错误`,
    };
  