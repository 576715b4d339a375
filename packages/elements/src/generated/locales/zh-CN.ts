
    // Do not modify this file by hand!
    // Re-generate this file by running lit-localize

    
    import {str} from '@lit/localize';

    /* eslint-disable no-irregular-whitespace */
    /* eslint-disable @typescript-eslint/no-explicit-any */

    export const templates = {
      'lookup-select.clear': `清空`,
'lookup-select.empty': `暂无数据`,
'lookup-select.options': `选项`,
'lookup-select.placeholder': `请选择`,
'select.placeholder': `请选择`,
'select.unknownValue': str`未知的值：${0}`,
'validation.integer': `必须输入数字`,
'validation.nonNegative': `必须输入不小于零数值`,
'validation.numeric': `必须输入数值`,
'validation.required': `必填`,
'validation.score': `必须输入0-100的分数`,
'validation.telephone': `电话号码格式错误`,
'yn-checkbox.invalid': str`无效的值：${0}`,
    };
  